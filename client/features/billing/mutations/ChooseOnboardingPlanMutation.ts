import { graphql, useMutation } from 'react-relay';
import type { ChooseOnboardingPlanMutation } from '../../../__generated__/ChooseOnboardingPlanMutation.graphql.ts';

/** Onboarding without a card: the chosen plan is kept on the server until the card is saved. */
export function useChooseOnboardingPlanMutation() {
  return useMutation<ChooseOnboardingPlanMutation>(graphql`
    mutation ChooseOnboardingPlanMutation($userId: String!, $channel: PlanChannel!, $planId: String) {
      chooseOnboardingPlan(userId: $userId, channel: $channel, planId: $planId) {
        __typename
        ... on BillingUpdate {
          user {
            id
            onboardingPlans {
              planId
              channel
              displayName
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
