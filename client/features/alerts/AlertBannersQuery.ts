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
        # Its id too: the subscription's record is keyed by it wherever it is read (Account & Payment's
        # plan cards), and an answer without it would relink the channel to a record without the plan.
        subscription {
          id
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
