import { graphql, useMutation } from 'react-relay';
import type { SetEbayCurrencyMutation } from '../../../__generated__/SetEbayCurrencyMutation.graphql.ts';

export function useSetEbayCurrencyMutation() {
  return useMutation<SetEbayCurrencyMutation>(graphql`
    mutation SetEbayCurrencyMutation($userId: String!, $currency: String!) {
      setEbayCurrency(userId: $userId, currency: $currency) {
        __typename
        ... on User {
          id
          # the same fields as the card's fragment, so the card re-renders
          linkedPlatforms {
            ebay {
              authorized
              sellername
              siteId
              siteName
              currency
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
