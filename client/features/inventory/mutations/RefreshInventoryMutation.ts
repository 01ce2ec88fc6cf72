import { graphql, useMutation } from 'react-relay';
import type { RefreshInventoryMutation } from '../../../__generated__/RefreshInventoryMutation.graphql.ts';

export function useRefreshInventoryMutation() {
  return useMutation<RefreshInventoryMutation>(graphql`
    mutation RefreshInventoryMutation($userId: String!) {
      refreshInventory(userId: $userId) {
        __typename
        ... on RefreshInventorySuccess {
          joined
          run {
            ...RefreshInventory_run
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
