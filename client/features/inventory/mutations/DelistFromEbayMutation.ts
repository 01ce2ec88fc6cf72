import { graphql, useMutation } from 'react-relay';
import type { DelistFromEbayMutation } from '../../../__generated__/DelistFromEbayMutation.graphql.ts';

/**
 * Delist the items from eBay: the server marks the rows and queues the push job, and answers with the items as they
 * are now, so the rows show their new status at once (the store update re-renders them).
 */
export function useDelistFromEbayMutation() {
  return useMutation<DelistFromEbayMutation>(graphql`
    mutation DelistFromEbayMutation($userId: String!, $input: DelistFromEbayInput!) {
      delistFromEbay(userId: $userId, input: $input) {
        __typename
        ... on DelistFromEbaySuccess {
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
