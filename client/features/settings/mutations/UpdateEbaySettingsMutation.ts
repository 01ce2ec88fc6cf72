import { graphql, useMutation } from 'react-relay';
import type { UpdateEbaySettingsMutation } from '../../../__generated__/UpdateEbaySettingsMutation.graphql.ts';

/** Saves the eBay Advanced Settings page's changed settings; the answer refreshes the page's user in the store. */
export function useUpdateEbaySettingsMutation() {
  return useMutation<UpdateEbaySettingsMutation>(graphql`
    mutation UpdateEbaySettingsMutation($userId: String!, $settings: EbaySettingsInput!) {
      updateEbaySettings(userId: $userId, settings: $settings) {
        __typename
        ... on User {
          id
          ebaySettings {
            ...EbaySettingsPage_settings @relay(mask: false)
          }
        }
        ... on ValidationError {
          message
          fieldErrors {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
