import { graphql, useMutation } from 'react-relay';
import type { SetQuantityBufferMutation } from '../../../__generated__/SetQuantityBufferMutation.graphql.ts';

export function useSetQuantityBufferMutation() {
  return useMutation<SetQuantityBufferMutation>(graphql`
    mutation SetQuantityBufferMutation($userId: String!, $ids: [ID!]!, $quantityBuffer: String) {
      setQuantityBuffer(userId: $userId, ids: $ids, quantityBuffer: $quantityBuffer) {
        __typename
        ... on SetQuantityBufferSuccess {
          items {
            id
            quantityBuffer
            channelQuantity
            channelQuantities {
              channel
              quantity
              sellerBuffer
              cap
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
