import { graphql, useMutation } from 'react-relay';
import type { ImportEbayListingsMutation } from '../../../__generated__/ImportEbayListingsMutation.graphql.ts';

graphql`
  fragment EbayImportRunFields on EbayImportRun {
    id
    status
    total
    done
    imported
    unchanged
    error
    problems {
      line
      message
    }
  }
`;

/** Sends the Import eBay Listings file's text; the server reads it line by line as the preview did, and queues a run. */
export function useImportEbayListingsMutation() {
  return useMutation<ImportEbayListingsMutation>(graphql`
    mutation ImportEbayListingsMutation($userId: String!, $csv: String!) {
      importEbayListings(userId: $userId, csv: $csv) {
        __typename
        ... on ImportEbayListingsSuccess {
          run {
            ...EbayImportRunFields @relay(mask: false)
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}

/** The run's progress, polled while the job reads the listings from eBay. */
export const ebayImportRunQuery = graphql`
  query ImportEbayListingsMutationRunQuery($userId: String!, $id: String!) {
    ebayImportRun(userId: $userId, id: $id) {
      ...EbayImportRunFields @relay(mask: false)
    }
  }
`;
