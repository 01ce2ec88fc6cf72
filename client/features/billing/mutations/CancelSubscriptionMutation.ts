import { graphql, useMutation } from 'react-relay';
import type { CancelSubscriptionMutation } from '../../../__generated__/CancelSubscriptionMutation.graphql.ts';

/** The seller declined the last-chance offer: the plan ends with its period. */
export function useCancelSubscriptionMutation() {
  return useMutation<CancelSubscriptionMutation>(graphql`
    mutation CancelSubscriptionMutation($userId: String!, $channel: PlanChannel!) {
      cancelSubscription(userId: $userId, channel: $channel) {
        __typename
        ... on BillingUpdate {
          user {
            id
            ...PlanCards_user
            ...PaymentCard_user
            ...AiCreditsCard_user
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
