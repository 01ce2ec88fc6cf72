import { graphql, useMutation } from 'react-relay';
import type { SignInMutation } from '../../../__generated__/SignInMutation.graphql.ts';

export function useSignInMutation() {
  return useMutation<SignInMutation>(graphql`
    mutation SignInMutation($email: String!, $password: String!) {
      signIn(email: $email, password: $password) {
        __typename
        ... on Session {
          type
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
