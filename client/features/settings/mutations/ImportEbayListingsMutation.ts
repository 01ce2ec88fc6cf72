import { graphql, useMutation } from 'react-relay';
import type { ImportEbayListingsMutation } from '../../../__generated__/ImportEbayListingsMutation.graphql.ts';

/** Sends the Import eBay Listings file's text; the server reads it line by line as the preview did. */
export function useImportEbayListingsMutation() {
  return useMutation<ImportEbayListingsMutation>(graphql`
    mutation ImportEbayListingsMutation($userId: String!, $csv: String!) {
      importEbayListings(userId: $userId, csv: $csv) {
        __typename
        ... on ImportEbayListingsSuccess {
          imported
          unchanged
          problems {
            line
            ebayItemId
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
