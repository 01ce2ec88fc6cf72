import { graphql, useMutation } from 'react-relay';
import type { UpdateInventoryItemMutation } from '../../../__generated__/UpdateInventoryItemMutation.graphql.ts';

export function useUpdateInventoryItemMutation() {
  return useMutation<UpdateInventoryItemMutation>(graphql`
    mutation UpdateInventoryItemMutation($userId: String!, $id: ID!, $edits: InventoryItemEditsInput!) {
      updateInventoryItem(userId: $userId, id: $id, edits: $edits) {
        __typename
        ... on InventoryItem {
          id
          ...ListingEditor_item @alias
          ...ListingHeader_item @alias
          ...PricingInfoPanel_item @alias
          # The eBay section's data (preloaded apart): the saved category, condition and specifics.
          ...ListingEditorEbay_item @alias
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
