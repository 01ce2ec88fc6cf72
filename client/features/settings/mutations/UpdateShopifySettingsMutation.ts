import { graphql, useMutation } from 'react-relay';
import type { UpdateShopifySettingsMutation } from '../../../__generated__/UpdateShopifySettingsMutation.graphql.ts';

/** Saves the Shopify Settings page's changed settings; the answer refreshes the page's user in the store. */
export function useUpdateShopifySettingsMutation() {
  return useMutation<UpdateShopifySettingsMutation>(graphql`
    mutation UpdateShopifySettingsMutation($userId: String!, $shopifySettings: ShopifyFunctionSettingsInput, $shopifyPricingFormulas: ShopifyPricingFormulasInput) {
      updateShopifySettings(userId: $userId, shopifySettings: $shopifySettings, shopifyPricingFormulas: $shopifyPricingFormulas) {
        __typename
        ... on User {
          id
          shopifySettings {
            defaultProductImportState
            automaticPricingSync
            automaticQuantitySync
            automaticFulfillment
            amazonShipping
            shopifyBlankBox
            shopifyBlockAmzl
            preferredLocation
          }
          shopifyPricingFormulas {
            radioGroupShopifyPricing
            shopifyPercentMargin
            shopifyFixedMargin
            radioGroupComparePricing
            comparePercentMargin
            compareFixedMargin
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
