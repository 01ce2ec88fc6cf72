import { graphql, useMutation } from 'react-relay';
import type { ShopifyAppInstallMutation } from '../../../__generated__/ShopifyAppInstallMutation.graphql.ts';

export function useShopifyAppInstallMutation() {
  return useMutation<ShopifyAppInstallMutation>(graphql`
    mutation ShopifyAppInstallMutation($userId: String!, $query: String!, $onboarding: Boolean) {
      shopifyAppInstall(userId: $userId, query: $query, onboarding: $onboarding) {
        __typename
        ... on AuthorizationStart {
          state
          url
        }
        ... on Error {
          message
          code
        }
      }
    }
  `);
}
