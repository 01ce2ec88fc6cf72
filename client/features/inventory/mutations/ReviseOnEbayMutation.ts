import { graphql, useMutation } from 'react-relay';
import type { ReviseOnEbayMutation } from '../../../__generated__/ReviseOnEbayMutation.graphql.ts';

/**
 * Revise the items' eBay listings: the server marks the rows and queues the push job, and answers with the items as they
 * are now, so the rows show their new status at once (the store update re-renders them).
 */
export function useReviseOnEbayMutation() {
  return useMutation<ReviseOnEbayMutation>(graphql`
    mutation ReviseOnEbayMutation($userId: String!, $input: ReviseOnEbayInput!) {
      reviseOnEbay(userId: $userId, input: $input) {
        __typename
        ... on ReviseOnEbaySuccess {
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
