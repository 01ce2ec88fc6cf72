import { graphql, useMutation } from 'react-relay';
import type { RefreshInventoryMutation } from '../../../__generated__/RefreshInventoryMutation.graphql.ts';

export function useRefreshInventoryMutation() {
  return useMutation<RefreshInventoryMutation>(graphql`
    mutation RefreshInventoryMutation($userId: String!) {
      refreshInventory(userId: $userId) {
        __typename
        ... on RefreshInventorySuccess {
          joined
          # What the screen's import shows (RefreshInventory_query): the updater makes it the current one.
          run {
            status
            ...ImportProgress_run
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
