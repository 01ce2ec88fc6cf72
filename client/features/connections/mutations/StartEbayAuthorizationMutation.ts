import { graphql, useMutation } from 'react-relay';
import type { StartEbayAuthorizationMutation } from '../../../__generated__/StartEbayAuthorizationMutation.graphql.ts';

export function useStartEbayAuthorizationMutation() {
  return useMutation<StartEbayAuthorizationMutation>(graphql`
    mutation StartEbayAuthorizationMutation($userId: String!, $siteId: Int!, $onboarding: Boolean) {
      startEbayAuthorization(userId: $userId, siteId: $siteId, onboarding: $onboarding) {
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
