import { graphql, useMutation } from 'react-relay';
import type { OnbuyActionMutationsChooseMutation } from '../../../../__generated__/OnbuyActionMutationsChooseMutation.graphql.ts';
import type { OnbuyActionMutationsDelistMutation } from '../../../../__generated__/OnbuyActionMutationsDelistMutation.graphql.ts';
import type { OnbuyActionMutationsListMutation } from '../../../../__generated__/OnbuyActionMutationsListMutation.graphql.ts';

// The OnBuy item actions: each answers with the item as it is now (its OnBuy listing, its product
// code), so the status panel and the 'OnBuy Settings' section update at once from the store.

export const useListOnOnbuyMutation = () =>
  useMutation<OnbuyActionMutationsListMutation>(graphql`
    mutation OnbuyActionMutationsListMutation($userId: String!, $input: ListOnOnbuyInput!) {
      listOnOnbuy(userId: $userId, input: $input) {
        __typename
        ... on ListOnOnbuySuccess {
          count
          items {
            id
            onbuyListing {
              inProgress
            }
            ...OnBuyStatusPanel_item
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);

export const useDelistFromOnbuyMutation = () =>
  useMutation<OnbuyActionMutationsDelistMutation>(graphql`
    mutation OnbuyActionMutationsDelistMutation($userId: String!, $input: DelistFromOnbuyInput!) {
      delistFromOnbuy(userId: $userId, input: $input) {
        __typename
        ... on DelistFromOnbuySuccess {
          count
          items {
            id
            onbuyListing {
              inProgress
            }
            ...OnBuyStatusPanel_item
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);

/** 'Choose Existing': the item's onbuy_product_code and onbuy_product_url become the chosen product's. */
export const useChooseOnbuyProductMutation = () =>
  useMutation<OnbuyActionMutationsChooseMutation>(graphql`
    mutation OnbuyActionMutationsChooseMutation($userId: String!, $input: ChooseOnbuyProductInput!) {
      chooseOnbuyProduct(userId: $userId, input: $input) {
        __typename
        ... on ChooseOnbuyProductSuccess {
          item {
            id
            ...OnBuyStatusPanel_item
            ...OnBuyChooseExisting_item
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
