import { graphql } from 'react-relay';

/** The impersonated seller's email for the banner and the user menu. Preloaded by shellLoader.ts. */
export const appShellImpersonatedQuery = graphql`
  query AppShellImpersonatedQuery($userId: String!) {
    adminUser(userId: $userId) {
      email
    }
  }
`;
