import { graphql } from 'react-relay';

/** The facts the client's own banners come from and the server's alerts; the account area's loader preloads it (routes/shell/shellLoader.ts). */
export const alertBannersQuery = graphql`
  query AlertBannersQuery($userId: String!) {
    user(userId: $userId) {
      linkedPlatforms {
        ebay {
          authorized
          businessPolicyOptedIn
        }
        shopify {
          needsReauth
        }
      }
      generalSettings {
        ebayFeeCountry
        ebayShopType
      }
      channelBilling {
        channel
        subscription {
          status
        }
      }
    }
    alerts(userId: $userId) @catch(to: NULL) {
      type
      level
      message
      link
      linkText
    }
  }
`;
