import { graphql, useMutation } from 'react-relay';
import type { RelistEbayHeldBackMutation } from '../../../__generated__/RelistEbayHeldBackMutation.graphql.ts';

/** "List again" for one group of the held-back summary. */
export function useRelistEbayHeldBackMutation() {
  return useMutation<RelistEbayHeldBackMutation>(graphql`
    mutation RelistEbayHeldBackMutation($userId: String!, $input: RelistEbayHeldBackInput!) {
      relistEbayHeldBack(userId: $userId, input: $input) {
        __typename
        ... on RelistEbayHeldBackSuccess {
          count
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
