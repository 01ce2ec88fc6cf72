import { graphql, useMutation } from 'react-relay';
import type { ListOnEbayMutation } from '../../../__generated__/ListOnEbayMutation.graphql.ts';

/**
 * List the items on eBay: the server marks the rows and queues the push job, and answers with the items as they
 * are now, so the rows show their new status at once (the store update re-renders them).
 */
export function useListOnEbayMutation() {
  return useMutation<ListOnEbayMutation>(graphql`
    mutation ListOnEbayMutation($userId: String!, $input: ListOnEbayInput!) {
      listOnEbay(userId: $userId, input: $input) {
        __typename
        ... on ListOnEbaySuccess {
          count
          items {
            id
            ebayListing {
              id
              pendingRevision
            }
            ...ChannelStatusChips_item
            ...EbayStatusPanel_item
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
