import { graphql, useMutation } from 'react-relay';
import type { ConnectAmazonMutation } from '../../../__generated__/ConnectAmazonMutation.graphql.ts';

export function useConnectAmazonMutation() {
  return useMutation<ConnectAmazonMutation>(graphql`
    mutation ConnectAmazonMutation($userId: String!, $sellingPartnerId: String!, $spapiOauthCode: String!, $state: String!, $setOnboarding: Boolean) {
      connectAmazon(userId: $userId, sellingPartnerId: $sellingPartnerId, spapiOauthCode: $spapiOauthCode, state: $state, setOnboarding: $setOnboarding) {
        __typename
        ... on ConnectionReturn {
          flow
          user {
            id
            onboardingStep
            ...AmazonConnect_user
          }
        }
        ... on Error {
          message
          code
        }
      }
    }
  `);
}
