import { graphql, useMutation } from 'react-relay';
import type { StartCardSetupMutation } from '../../../__generated__/StartCardSetupMutation.graphql.ts';

/** A SetupIntent's client secret for Stripe.js to confirm with the card. */
export function useStartCardSetupMutation() {
  return useMutation<StartCardSetupMutation>(graphql`
    mutation StartCardSetupMutation($userId: String!) {
      startCardSetup(userId: $userId) {
        __typename
        ... on CardSetup {
          clientSecret
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
