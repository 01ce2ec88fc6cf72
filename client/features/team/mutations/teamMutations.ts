import { graphql, useMutation } from 'react-relay';
import type { teamMutationsTransferOwnershipMutation } from '../../../__generated__/teamMutationsTransferOwnershipMutation.graphql.ts';
import type { teamMutationsSetChannelsMutation } from '../../../__generated__/teamMutationsSetChannelsMutation.graphql.ts';
import type { teamMutationsInviteMutation } from '../../../__generated__/teamMutationsInviteMutation.graphql.ts';
import type { teamMutationsRevokeMutation } from '../../../__generated__/teamMutationsRevokeMutation.graphql.ts';
import type { teamMutationsChangeRoleMutation } from '../../../__generated__/teamMutationsChangeRoleMutation.graphql.ts';
import type { teamMutationsRemoveMutation } from '../../../__generated__/teamMutationsRemoveMutation.graphql.ts';
import type { teamMutationsRequireTwoFactorMutation } from '../../../__generated__/teamMutationsRequireTwoFactorMutation.graphql.ts';
import type { teamMutationsAcceptMutation } from '../../../__generated__/teamMutationsAcceptMutation.graphql.ts';

// Settings › Team (issue 35): each answer is the team or an error; the page loads its query again after a change.
export const useInviteMember = () =>
  useMutation<teamMutationsInviteMutation>(graphql`
    mutation teamMutationsInviteMutation($userId: String!, $email: String!, $role: TeamRole!) {
      inviteTeamMember(userId: $userId, email: $email, role: $role) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

export const useRevokeInvitation = () =>
  useMutation<teamMutationsRevokeMutation>(graphql`
    mutation teamMutationsRevokeMutation($userId: String!, $id: String!) {
      revokeTeamInvitation(userId: $userId, id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

export const useChangeRole = () =>
  useMutation<teamMutationsChangeRoleMutation>(graphql`
    mutation teamMutationsChangeRoleMutation($userId: String!, $memberId: String!, $role: TeamRole!) {
      changeTeamMemberRole(userId: $userId, memberId: $memberId, role: $role) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

export const useSetMemberChannels = () =>
  useMutation<teamMutationsSetChannelsMutation>(graphql`
    mutation teamMutationsSetChannelsMutation($userId: String!, $memberId: String!, $channels: [String!]!) {
      setTeamMemberChannels(userId: $userId, memberId: $memberId, channels: $channels) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

export const useTransferOwnership = () =>
  useMutation<teamMutationsTransferOwnershipMutation>(graphql`
    mutation teamMutationsTransferOwnershipMutation($userId: String!, $memberId: String!) {
      transferOwnership(userId: $userId, memberId: $memberId) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

export const useRemoveMember = () =>
  useMutation<teamMutationsRemoveMutation>(graphql`
    mutation teamMutationsRemoveMutation($userId: String!, $memberId: String!) {
      removeTeamMember(userId: $userId, memberId: $memberId) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

export const useRequireTwoFactor = () =>
  useMutation<teamMutationsRequireTwoFactorMutation>(graphql`
    mutation teamMutationsRequireTwoFactorMutation($userId: String!, $required: Boolean!) {
      setTeamRequiresTwoFactor(userId: $userId, required: $required) {
        requireTwoFactor
      }
    }
  `);

export const useAcceptInvitation = () =>
  useMutation<teamMutationsAcceptMutation>(graphql`
    mutation teamMutationsAcceptMutation($token: String!) {
      acceptTeamInvitation(token: $token) {
        __typename
        ... on TeamAccount {
          accountId
        }
        ... on Error {
          message
        }
      }
    }
  `);
