import { graphql, useMutation } from 'react-relay';
import type { UpdateGeneralSettingsMutation } from '../../../__generated__/UpdateGeneralSettingsMutation.graphql.ts';

/** Saves the General settings tab's changed settings; the answer refreshes the page's user in the store. */
export function useUpdateGeneralSettingsMutation() {
  return useMutation<UpdateGeneralSettingsMutation>(graphql`
    mutation UpdateGeneralSettingsMutation($userId: String!, $settings: GeneralSettingsInput!) {
      updateGeneralSettings(userId: $userId, settings: $settings) {
        __typename
        ... on User {
          id
          generalSettings {
            enableEmailNotifications
            disableFulfillment
            displayableOrderComment
            ebayFeeCountry
            ebayShopType
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
