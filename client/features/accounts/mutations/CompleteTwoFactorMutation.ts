import { graphql } from 'react-relay';

// Committed on a one-off environment whose bearer token is the step-one token (SignInPage).
export const completeTwoFactorMutation = graphql`
  mutation CompleteTwoFactorMutation($userId: String!, $code: String!) {
    completeTwoFactor(userId: $userId, code: $code) {
      __typename
      ... on Session {
        type
        jwt
        userId
      }
      ... on Error {
        message
        code
      }
    }
  }
`;
