import { graphql, useMutation } from 'react-relay';
import type { ListingActionMutation } from '../../../__generated__/ListingActionMutation.graphql.ts';

/**
 * Every listing action on every channel (list, revise, delist, publish, unpublish, reset): the
 * server marks the rows and queues the push, and answers with the items as they are now, so the
 * inventory's chips and the item view's panels show the new status at once (the listings page reads
 * its rows again after an action). The answer stays small: the schema's complexity limit counts it.
 */
export function useListingActionMutation() {
  return useMutation<ListingActionMutation>(graphql`
    mutation ListingActionMutation($userId: String!, $input: ListingActionInput!) {
      listingAction(userId: $userId, input: $input) {
        __typename
        ... on ListingActionSuccess {
          count
          items {
            id
            listings {
              id
              inProgress
              pendingRevision
            }
            ...ChannelStatusChips_item
            ...ChannelStatusPanel_item
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
}
