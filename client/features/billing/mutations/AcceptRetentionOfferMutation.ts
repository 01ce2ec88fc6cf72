import { graphql, useMutation } from 'react-relay';
import type { AcceptRetentionOfferMutation } from '../../../__generated__/AcceptRetentionOfferMutation.graphql.ts';

/** 'I'll Stay': the permanent 50% discount. */
export function useAcceptRetentionOfferMutation() {
  return useMutation<AcceptRetentionOfferMutation>(graphql`
    mutation AcceptRetentionOfferMutation($userId: String!, $channel: PlanChannel!) {
      acceptRetentionOffer(userId: $userId, channel: $channel) {
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
