import { graphql, useMutation } from 'react-relay';
import type { UpdateEbayListingsMutation } from '../../../__generated__/UpdateEbayListingsMutation.graphql.ts';

/** Sends the Update eBay Listings file's text (only when every row passed the same rules in the modal). */
export function useUpdateEbayListingsMutation() {
  return useMutation<UpdateEbayListingsMutation>(graphql`
    mutation UpdateEbayListingsMutation($userId: String!, $csv: String!) {
      updateEbayListings(userId: $userId, csv: $csv) {
        __typename
        ... on UpdateEbayListingsSuccess {
          updated
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
