import { graphql, useMutation } from 'react-relay';
import type { UpdateBillingCardMutation } from '../../../__generated__/UpdateBillingCardMutation.graphql.ts';

/** Saves the card Stripe.js confirmed (its SetupIntent id) as the card on file ('Updated!' / 'Error updating payment info'). */
export function useUpdateBillingCardMutation() {
  return useMutation<UpdateBillingCardMutation>(graphql`
    mutation UpdateBillingCardMutation($userId: String!, $setupIntentId: String!) {
      updateBillingCard(userId: $userId, setupIntentId: $setupIntentId) {
        __typename
        ... on BillingUpdate {
          subscriptions {
            id
          }
          user {
            id
            hasCard
            cardSummary
            onboardingDiscountEligible
            onboardingPlans {
              planId
            }
            ...PlanCards_user
            ...PaymentCard_user
            ...AiCreditsCard_user
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
}
