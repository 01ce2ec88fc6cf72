import { graphql, useMutation } from 'react-relay';
import type { SaveOnbuyCredentialsMutation } from '../../../__generated__/SaveOnbuyCredentialsMutation.graphql.ts';

export function useSaveOnbuyCredentialsMutation() {
  return useMutation<SaveOnbuyCredentialsMutation>(graphql`
    mutation SaveOnbuyCredentialsMutation($userId: String!, $consumerKey: String!, $secretKey: String!) {
      saveOnbuyCredentials(userId: $userId, consumerKey: $consumerKey, secretKey: $secretKey) {
        __typename
        ... on User {
          id
          # the same fields as the card's fragment, so the card re-renders
          linkedPlatforms {
            onbuy {
              sites {
                name
              }
              sellers {
                tradingName
              }
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
