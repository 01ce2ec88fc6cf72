import { graphql, useMutation } from 'react-relay';
import type { DelistEbayListingsMutation } from '../../../__generated__/DelistEbayListingsMutation.graphql.ts';

/** Queues the items' eBay listings for delisting; the answer refreshes their rows in the store. */
export function useDelistEbayListingsMutation() {
  return useMutation<DelistEbayListingsMutation>(graphql`
    mutation DelistEbayListingsMutation($userId: String!, $itemIds: [ID!]!) {
      delistFromEbay(userId: $userId, input: { itemIds: $itemIds }) {
        __typename
        ... on DelistFromEbaySuccess {
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
