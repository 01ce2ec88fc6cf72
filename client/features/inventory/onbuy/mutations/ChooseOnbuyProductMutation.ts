import { graphql, useMutation } from 'react-relay';
import type { ChooseOnbuyProductMutation } from '../../../../__generated__/ChooseOnbuyProductMutation.graphql.ts';

/**
 * 'Choose Existing': the item's onbuy_product_code and onbuy_product_url become the chosen product's;
 * the answer carries the item, so the status panel and the 'OnBuy Settings' section update at once.
 */
export const useChooseOnbuyProductMutation = () =>
  useMutation<ChooseOnbuyProductMutation>(graphql`
    mutation ChooseOnbuyProductMutation($userId: String!, $input: ChooseOnbuyProductInput!) {
      chooseOnbuyProduct(userId: $userId, input: $input) {
        __typename
        ... on ChooseOnbuyProductSuccess {
          item {
            id
            ...ChannelStatusPanel_item
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
