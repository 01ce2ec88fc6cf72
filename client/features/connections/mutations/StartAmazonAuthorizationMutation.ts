import { graphql, useMutation } from 'react-relay';
import type { StartAmazonAuthorizationMutation } from '../../../__generated__/StartAmazonAuthorizationMutation.graphql.ts';

export function useStartAmazonAuthorizationMutation() {
  return useMutation<StartAmazonAuthorizationMutation>(graphql`
    mutation StartAmazonAuthorizationMutation($userId: String!, $marketplaceId: String!, $onboarding: Boolean) {
      startAmazonAuthorization(userId: $userId, marketplaceId: $marketplaceId, onboarding: $onboarding) {
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
