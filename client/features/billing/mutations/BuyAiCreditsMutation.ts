import { graphql, useMutation } from 'react-relay';
import type { BuyAiCreditsMutation } from '../../../__generated__/BuyAiCreditsMutation.graphql.ts';

/** Charges the card on file for AI credits (10.00 per 1,000 in the seller’s billing currency). */
export function useBuyAiCreditsMutation() {
  return useMutation<BuyAiCreditsMutation>(graphql`
    mutation BuyAiCreditsMutation($userId: String!, $credits: Int!, $expectedCents: Int) {
      buyAiCredits(userId: $userId, credits: $credits, expectedCents: $expectedCents) {
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
