import { graphql, useMutation } from 'react-relay';
import type { ChangePasswordMutation } from '../../../__generated__/ChangePasswordMutation.graphql.ts';

export function useChangePasswordMutation() {
  return useMutation<ChangePasswordMutation>(graphql`
    mutation ChangePasswordMutation(
      $userId: String!
      $currentPassword: String!
      $newPassword: String!
      $newPasswordConfirmation: String!
    ) {
      changePassword(
        userId: $userId
        currentPassword: $currentPassword
        newPassword: $newPassword
        newPasswordConfirmation: $newPasswordConfirmation
      ) {
        __typename
        ... on Session {
          jwt
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
