import { graphql, useMutation } from 'react-relay';
import type { CreateOnbuyProductMutation } from '../../../../__generated__/CreateOnbuyProductMutation.graphql.ts';

/**
 * Submit a new OnBuy product for the item: the answer carries the item (its stored choices) and the
 * creation state (Queued with the queue id, or Failed with OnBuy's error), so the tab updates at once.
 */
export function useCreateOnbuyProductMutation() {
  return useMutation<CreateOnbuyProductMutation>(graphql`
    mutation CreateOnbuyProductMutation($userId: String!, $input: CreateOnbuyProductInput!) {
      createOnbuyProduct(userId: $userId, input: $input) {
        __typename
        ... on CreateOnbuyProductSuccess {
          item {
            id
            onbuySettingsTab
            ...OnBuyCreateNew_item
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
}
