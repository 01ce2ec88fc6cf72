import { graphql, useMutation } from 'react-relay';
import type { DelistShopifyListingsMutation } from '../../../__generated__/DelistShopifyListingsMutation.graphql.ts';

/** Queues the seller's Shopify listings (by listing id) for delisting; the page refreshes after. */
export function useDelistShopifyListingsMutation() {
  return useMutation<DelistShopifyListingsMutation>(graphql`
    mutation DelistShopifyListingsMutation($userId: String!, $listingIds: [String!]!) {
      delistShopifyListings(userId: $userId, listingIds: $listingIds) {
        __typename
        ... on DelistShopifyListingsSuccess {
          count
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
