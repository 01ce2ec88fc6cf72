import { graphql, useMutation } from 'react-relay';
import type { apiMutationsCreateTokenMutation } from '../../../__generated__/apiMutationsCreateTokenMutation.graphql.ts';
import type { apiMutationsRevokeTokenMutation } from '../../../__generated__/apiMutationsRevokeTokenMutation.graphql.ts';
import type { apiMutationsCreateEndpointMutation } from '../../../__generated__/apiMutationsCreateEndpointMutation.graphql.ts';
import type { apiMutationsUpdateEndpointMutation } from '../../../__generated__/apiMutationsUpdateEndpointMutation.graphql.ts';
import type { apiMutationsRotateSecretMutation } from '../../../__generated__/apiMutationsRotateSecretMutation.graphql.ts';
import type { apiMutationsDeleteEndpointMutation } from '../../../__generated__/apiMutationsDeleteEndpointMutation.graphql.ts';
import type { apiMutationsSendTestMutation } from '../../../__generated__/apiMutationsSendTestMutation.graphql.ts';
import type { apiMutationsRedeliverMutation } from '../../../__generated__/apiMutationsRedeliverMutation.graphql.ts';

// Settings › API & Webhooks: each answer is a result union; the page refetches its query after a change.
export const useCreateToken = () =>
  useMutation<apiMutationsCreateTokenMutation>(graphql`
    mutation apiMutationsCreateTokenMutation($userId: String, $input: CreateAccessTokenInput!) {
      createAccessToken(userId: $userId, input: $input) {
        __typename
        ... on AccessTokenCreated {
          token
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useRevokeToken = () =>
  useMutation<apiMutationsRevokeTokenMutation>(graphql`
    mutation apiMutationsRevokeTokenMutation($id: ID!) {
      revokeAccessToken(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

export const useCreateEndpoint = () =>
  useMutation<apiMutationsCreateEndpointMutation>(graphql`
    mutation apiMutationsCreateEndpointMutation($userId: String, $url: String!, $events: [WebhookEvent!]!) {
      createWebhookEndpoint(userId: $userId, url: $url, events: $events) {
        __typename
        ... on WebhookEndpointWithSecret {
          secret
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useUpdateEndpoint = () =>
  useMutation<apiMutationsUpdateEndpointMutation>(graphql`
    mutation apiMutationsUpdateEndpointMutation($userId: String, $id: ID!, $enabled: Boolean) {
      updateWebhookEndpoint(userId: $userId, id: $id, enabled: $enabled) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

export const useRotateSecret = () =>
  useMutation<apiMutationsRotateSecretMutation>(graphql`
    mutation apiMutationsRotateSecretMutation($userId: String, $id: ID!) {
      rotateWebhookSecret(userId: $userId, id: $id) {
        __typename
        ... on WebhookEndpointWithSecret {
          secret
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useDeleteEndpoint = () =>
  useMutation<apiMutationsDeleteEndpointMutation>(graphql`
    mutation apiMutationsDeleteEndpointMutation($userId: String, $id: ID!) {
      deleteWebhookEndpoint(userId: $userId, id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

export const useSendTest = () =>
  useMutation<apiMutationsSendTestMutation>(graphql`
    mutation apiMutationsSendTestMutation($userId: String, $id: ID!) {
      sendTestWebhook(userId: $userId, id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

export const useRedeliver = () =>
  useMutation<apiMutationsRedeliverMutation>(graphql`
    mutation apiMutationsRedeliverMutation($userId: String, $deliveryId: ID!) {
      redeliverWebhook(userId: $userId, deliveryId: $deliveryId) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
