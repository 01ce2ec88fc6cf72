import { graphql, useMutation } from 'react-relay';
import type { ConnectEbayMutation } from '../../../__generated__/ConnectEbayMutation.graphql.ts';

export function useConnectEbayMutation() {
  return useMutation<ConnectEbayMutation>(graphql`
    mutation ConnectEbayMutation($userId: String!, $code: String!, $state: String!) {
      connectEbay(userId: $userId, code: $code, state: $state) {
        __typename
        ... on ConnectionReturn {
          flow
          user {
            id
            ...EbayCard_user
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
