import { graphql } from 'react-relay';

/** The shell's own data: who is signed in (navigation, footer) and the server's version. Preloaded by shellLoader.ts. */
export const appShellQuery = graphql`
  query AppShellQuery {
    viewer {
      userId
      email
      isAdmin
      onboardingFinished
      billingCurrency
    }
    serverInfo {
      version
    }
    # The Listings and Sales menus: every channel the server's registry holds.
    channels {
      name
      segment
      hasSales
    }
    # Team members (issue 35): the header's account switcher, and the role that decides the menus.
    teamAccounts {
      accountId
      email
      role
      channels
    }
  }
`;
