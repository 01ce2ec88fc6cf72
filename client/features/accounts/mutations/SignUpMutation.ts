import { graphql, useMutation } from 'react-relay';
import type { SignUpMutation } from '../../../__generated__/SignUpMutation.graphql.ts';

export function useSignUpMutation() {
  return useMutation<SignUpMutation>(graphql`
    mutation SignUpMutation($email: String!, $password: String!, $passwordConfirmation: String!, $ref: String) {
      signUp(email: $email, password: $password, passwordConfirmation: $passwordConfirmation, ref: $ref) {
        __typename
        ... on Session {
          jwt
          userId
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
}
