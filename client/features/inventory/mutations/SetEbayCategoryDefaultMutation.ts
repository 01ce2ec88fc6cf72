import { graphql, useMutation } from 'react-relay';
import type { SetEbayCategoryDefaultMutation } from '../../../__generated__/SetEbayCategoryDefaultMutation.graphql.ts';

/** Sets the seller's value of an item specific for a whole eBay category; the server lists the group's items again. */
export function useSetEbayCategoryDefaultMutation() {
  return useMutation<SetEbayCategoryDefaultMutation>(graphql`
    mutation SetEbayCategoryDefaultMutation($userId: String!, $input: SetEbayCategoryDefaultInput!) {
      setEbayCategoryDefault(userId: $userId, input: $input) {
        __typename
        ... on SetEbayCategoryDefaultSuccess {
          relisted
          categoryDefault {
            aspectName
            values
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
