import { graphql, useMutation } from 'react-relay';
import type { ConnectShopifyMutation } from '../../../__generated__/ConnectShopifyMutation.graphql.ts';

export function useConnectShopifyMutation() {
  return useMutation<ConnectShopifyMutation>(graphql`
    mutation ConnectShopifyMutation($userId: String!, $query: String!) {
      connectShopify(userId: $userId, query: $query) {
        __typename
        ... on ConnectionReturn {
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
