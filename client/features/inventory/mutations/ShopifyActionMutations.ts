import { graphql, useMutation } from 'react-relay';
import type { ShopifyActionMutationsDelistMutation } from '../../../__generated__/ShopifyActionMutationsDelistMutation.graphql.ts';
import type { ShopifyActionMutationsListMutation } from '../../../__generated__/ShopifyActionMutationsListMutation.graphql.ts';
import type { ShopifyActionMutationsPublishMutation } from '../../../__generated__/ShopifyActionMutationsPublishMutation.graphql.ts';
import type { ShopifyActionMutationsResetMutation } from '../../../__generated__/ShopifyActionMutationsResetMutation.graphql.ts';
import type { ShopifyActionMutationsUnpublishMutation } from '../../../__generated__/ShopifyActionMutationsUnpublishMutation.graphql.ts';

// The Shopify item actions: each answers with the items as they are now, so their rows and the
// listing view show the new status at once (the store update re-renders them).

export const useListOnShopifyMutation = () =>
  useMutation<ShopifyActionMutationsListMutation>(graphql`
    mutation ShopifyActionMutationsListMutation($userId: String!, $input: ShopifyItemsInput!) {
      listOnShopify(userId: $userId, input: $input) {
        __typename
        ... on ShopifyActionSuccess {
          count
          items {
            id
            ...ShopifyActionMutations_item @relay(mask: false)
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);

export const useDelistFromShopifyMutation = () =>
  useMutation<ShopifyActionMutationsDelistMutation>(graphql`
    mutation ShopifyActionMutationsDelistMutation($userId: String!, $input: ShopifyItemsInput!) {
      delistFromShopify(userId: $userId, input: $input) {
        __typename
        ... on ShopifyActionSuccess {
          count
          items {
            id
            ...ShopifyActionMutations_item @relay(mask: false)
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);

export const usePublishOnShopifyMutation = () =>
  useMutation<ShopifyActionMutationsPublishMutation>(graphql`
    mutation ShopifyActionMutationsPublishMutation($userId: String!, $input: ShopifyItemsInput!) {
      publishOnShopify(userId: $userId, input: $input) {
        __typename
        ... on ShopifyActionSuccess {
          count
          items {
            id
            ...ShopifyActionMutations_item @relay(mask: false)
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);

export const useUnpublishFromShopifyMutation = () =>
  useMutation<ShopifyActionMutationsUnpublishMutation>(graphql`
    mutation ShopifyActionMutationsUnpublishMutation($userId: String!, $input: ShopifyItemsInput!) {
      unpublishFromShopify(userId: $userId, input: $input) {
        __typename
        ... on ShopifyActionSuccess {
          count
          items {
            id
            ...ShopifyActionMutations_item @relay(mask: false)
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);

export const useResetShopifyMutation = () =>
  useMutation<ShopifyActionMutationsResetMutation>(graphql`
    mutation ShopifyActionMutationsResetMutation($userId: String!, $input: ShopifyItemsInput!) {
      resetShopify(userId: $userId, input: $input) {
        __typename
        ... on ShopifyActionSuccess {
          count
          items {
            id
            ...ShopifyActionMutations_item @relay(mask: false)
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);

/** What the screens showing a Shopify status read of an item (refreshed by every action's answer). */
export const shopifyActionItemFragment = graphql`
  fragment ShopifyActionMutations_item on InventoryItem {
    shopifyListing {
      id
      status
      statusAt
      live
      inProgress
      externalId
      lastError
    }
    ...ChannelStatusChips_item
  }
`;
