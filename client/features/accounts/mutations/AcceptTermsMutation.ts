import { graphql, useMutation } from 'react-relay';
import type { AcceptTermsMutation } from '../../../__generated__/AcceptTermsMutation.graphql.ts';

export function useAcceptTermsMutation() {
  return useMutation<AcceptTermsMutation>(graphql`
    mutation AcceptTermsMutation($userId: String!) {
      acceptTerms(userId: $userId) {
        id
        tosAcceptedAt
      }
    }
  `);
}
