import { graphql, useMutation } from 'react-relay';
import type { ConnectShopifyMutation } from '../../../__generated__/ConnectShopifyMutation.graphql.ts';

/** Finishes Shopify's authorisation on the return page (an install or a reauthorisation): the shop's card, or why it failed. */
export function useConnectShopifyMutation() {
  return useMutation<ConnectShopifyMutation>(graphql`
    mutation ConnectShopifyMutation($userId: String!, $query: String!) {
      connectShopify(userId: $userId, query: $query) {
        __typename
        ... on ConnectionReturn {
          # 'onboarding' or 'settings': where the return page sends the seller next.
          flow
          user {
            id
            ...ShopifyCard_user
          }
        }
        ... on AuthorizationFailedError {
          empty
        }
        ... on Error {
          message
          code
        }
      }
    }
  `);
}
