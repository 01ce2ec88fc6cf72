import { graphql, useMutation } from 'react-relay';
import type { UpdateEbaySiteMutation } from '../../../__generated__/UpdateEbaySiteMutation.graphql.ts';

export function useUpdateEbaySiteMutation() {
  return useMutation<UpdateEbaySiteMutation>(graphql`
    mutation UpdateEbaySiteMutation($userId: String!, $siteId: Int!) {
      updateEbaySite(userId: $userId, siteId: $siteId) {
        __typename
        ... on User {
          id
          # the same fields as the card's fragment, so the card re-renders
          linkedPlatforms {
            ebay {
              authorized
              sellername
              siteId
              siteName
              currency
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
