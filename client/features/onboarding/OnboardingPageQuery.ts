import { graphql } from 'react-relay';

/** The wizard's frame: who is onboarding (the user menu, the steps' user id). Preloaded by the route loader (loaders.ts). */
export const onboardingPageQuery = graphql`
  query OnboardingPageQuery {
    viewer {
      userId
      email
      onboardingStep
    }
  }
`;
