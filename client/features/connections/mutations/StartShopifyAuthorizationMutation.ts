import { graphql, useMutation } from 'react-relay';
import type { StartShopifyAuthorizationMutation } from '../../../__generated__/StartShopifyAuthorizationMutation.graphql.ts';

export function useStartShopifyAuthorizationMutation() {
  return useMutation<StartShopifyAuthorizationMutation>(graphql`
    mutation StartShopifyAuthorizationMutation($userId: String!, $shop: String!, $onboarding: Boolean) {
      startShopifyAuthorization(userId: $userId, shop: $shop, onboarding: $onboarding) {
        __typename
        ... on AuthorizationStart {
          state
          url
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
