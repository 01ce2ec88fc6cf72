import { graphql, useMutation } from 'react-relay';
import type { TwoFactorMutationsBeginMutation } from '../../../__generated__/TwoFactorMutationsBeginMutation.graphql.ts';
import type { TwoFactorMutationsDisableMutation } from '../../../__generated__/TwoFactorMutationsDisableMutation.graphql.ts';
import type { TwoFactorMutationsEnableMutation } from '../../../__generated__/TwoFactorMutationsEnableMutation.graphql.ts';

export function useBeginTwoFactorSetupMutation() {
  return useMutation<TwoFactorMutationsBeginMutation>(graphql`
    mutation TwoFactorMutationsBeginMutation($userId: String!) {
      beginTwoFactorSetup(userId: $userId) {
        secret
        qrCodeDataUrl
      }
    }
  `);
}

export function useEnableTwoFactorMutation() {
  return useMutation<TwoFactorMutationsEnableMutation>(graphql`
    mutation TwoFactorMutationsEnableMutation($userId: String!, $secret: String!, $code: String!) {
      enableTwoFactor(userId: $userId, secret: $secret, code: $code) {
        __typename
        ... on TwoFactorEnabled {
          jwt
          recoveryCodes
        }
        ... on Error {
          message
        }
      }
    }
  `);
}

export function useDisableTwoFactorMutation() {
  return useMutation<TwoFactorMutationsDisableMutation>(graphql`
    mutation TwoFactorMutationsDisableMutation($userId: String!, $password: String!, $code: String!) {
      disableTwoFactor(userId: $userId, password: $password, code: $code) {
        __typename
        ... on Session {
          jwt
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
