import { graphql } from 'react-relay';

/** settings/team: the people in the account and what the signed-in person may do there; preloaded by loaders.ts. */
export const teamPageQuery = graphql`
  query TeamPageQuery($userId: String!) {
    team(userId: $userId) {
      accountId
      requireTwoFactor
      members {
        userId
        email
        role
        twoFactorEnabled
        joinedAt
        channels
      }
    }
    teamAccess(userId: $userId) {
      role
      permissions
    }
  }
`;

/** The pending invitations: only for whoever manages the team (the owner). */
export const teamInvitationsQuery = graphql`
  query TeamPageInvitationsQuery($userId: String!) {
    team(userId: $userId) {
      invitations {
        id
        email
        role
        expiresAt
      }
    }
  }
`;
