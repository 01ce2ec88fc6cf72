import { graphql, useMutation } from 'react-relay';
import type { ResetPasswordMutation } from '../../../__generated__/ResetPasswordMutation.graphql.ts';

export function useResetPasswordMutation() {
  return useMutation<ResetPasswordMutation>(graphql`
    mutation ResetPasswordMutation($email: String!, $token: String!, $password: String!, $passwordConfirmation: String!) {
      resetPassword(email: $email, token: $token, password: $password, passwordConfirmation: $passwordConfirmation) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
