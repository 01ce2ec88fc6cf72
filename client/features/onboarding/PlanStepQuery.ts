import { graphql } from 'react-relay';

/** Step 2 (Select a Plan): the plans chosen or running per channel. Preloaded by the route loader (loaders.ts). */
export const planStepQuery = graphql`
  query PlanStepQuery {
    viewer {
      userId
      hasCard
      billingCurrency
      onboardingPlans {
        planId
        channel
      }
      channelBilling {
        channel
        # With its id, like every read of a subscription (its record is keyed by it).
        subscription {
          id
          plan {
            planId
            displayName
          }
        }
      }
    }
  }
`;
