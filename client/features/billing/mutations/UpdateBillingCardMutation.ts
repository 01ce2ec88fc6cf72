import { graphql, useMutation } from 'react-relay';
import type { UpdateBillingCardMutation } from '../../../__generated__/UpdateBillingCardMutation.graphql.ts';

/** Saves the card on file ('Updated!' / 'Error updating payment info'). */
export function useUpdateBillingCardMutation() {
  return useMutation<UpdateBillingCardMutation>(graphql`
    mutation UpdateBillingCardMutation($userId: String!, $name: String!, $number: String!, $cvc: String!, $expMonth: String!, $expYear: String!) {
      updateBillingCard(userId: $userId, name: $name, number: $number, cvc: $cvc, expMonth: $expMonth, expYear: $expYear) {
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
