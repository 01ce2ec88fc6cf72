import { graphql, useMutation } from 'react-relay';
import type { ImportShopifyListingsMutation } from '../../../__generated__/ImportShopifyListingsMutation.graphql.ts';

/** Sends the Import Shopify Listings file's text; the server reads it line by line as the preview did. */
export function useImportShopifyListingsMutation() {
  return useMutation<ImportShopifyListingsMutation>(graphql`
    mutation ImportShopifyListingsMutation($userId: String!, $csv: String!) {
      importShopifyListings(userId: $userId, csv: $csv) {
        __typename
        ... on ImportShopifyListingsSuccess {
          imported
          unchanged
          problems {
            line
            sellerSku
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
