import { graphql, useMutation } from 'react-relay';
import type { RequestPasswordResetMutation } from '../../../__generated__/RequestPasswordResetMutation.graphql.ts';

export function useRequestPasswordResetMutation() {
  return useMutation<RequestPasswordResetMutation>(graphql`
    mutation RequestPasswordResetMutation($email: String!) {
      requestPasswordReset(email: $email) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
