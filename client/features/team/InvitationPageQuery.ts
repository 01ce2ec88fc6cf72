import { graphql } from 'react-relay';

/** /invitation/{token}: what the link offers, before accepting. */
export const invitationPageQuery = graphql`
  query InvitationPageQuery($token: String!) {
    teamInvitation(token: $token) {
      __typename
      ... on TeamInvitationPreview {
        accountEmail
        email
        role
        expiresAt
      }
      ... on Error {
        message
      }
    }
  }
`;
