import { graphql, useMutation } from 'react-relay';
import type { ReviseEbayListingsMutation } from '../../../__generated__/ReviseEbayListingsMutation.graphql.ts';

/** Queues a revision of the items' eBay listings; the answer refreshes their rows in the store. */
export function useReviseEbayListingsMutation() {
  return useMutation<ReviseEbayListingsMutation>(graphql`
    mutation ReviseEbayListingsMutation($userId: String!, $itemIds: [ID!]!, $kind: EbayRevisionKind!) {
      reviseOnEbay(userId: $userId, input: { itemIds: $itemIds, kind: $kind }) {
        __typename
        ... on ReviseOnEbaySuccess {
          count
          items {
            id
            ebayListing {
              id
              ...EbayListingRow_listing
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
