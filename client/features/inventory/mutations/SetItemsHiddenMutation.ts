import { graphql, useMutation } from 'react-relay';
import type { SetItemsHiddenMutation } from '../../../__generated__/SetItemsHiddenMutation.graphql.ts';

export function useSetItemsHiddenMutation() {
  return useMutation<SetItemsHiddenMutation>(graphql`
    mutation SetItemsHiddenMutation($userId: String!, $ids: [ID!]!, $hidden: Boolean!) {
      setItemsHidden(userId: $userId, ids: $ids, hidden: $hidden) {
        __typename
        ... on SetItemsHiddenSuccess {
          changedCount
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
