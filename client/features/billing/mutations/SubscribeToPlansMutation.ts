import { graphql, useMutation } from 'react-relay';
import type { SubscribeToPlansMutation } from '../../../__generated__/SubscribeToPlansMutation.graphql.ts';

/** Subscribes to (or changes to) the chosen plan of each channel. */
export function useSubscribeToPlansMutation() {
  return useMutation<SubscribeToPlansMutation>(graphql`
    mutation SubscribeToPlansMutation($userId: String!, $ebayPlanId: String, $shopifyPlanId: String, $onbuyPlanId: String) {
      subscribeToPlans(userId: $userId, ebayPlanId: $ebayPlanId, shopifyPlanId: $shopifyPlanId, onbuyPlanId: $onbuyPlanId) {
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
