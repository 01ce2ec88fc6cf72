import { graphql } from 'react-relay';

/** The listing view's query (preloaded by listingLoader): the item by its global id, the marketplace and the eBay connection. */
export const listingViewPageQuery = graphql`
  query ListingViewPageQuery($userId: String!, $id: ID!) {
    node(id: $id) {
      __typename
      ... on InventoryItem {
        id
        userId
        listings {
          inProgress
          pendingRevision
        }
        ...ListingHeader_item @alias
        ...ChannelStatusPanel_item @alias
        ...ListingEditor_item @alias
        ...OnBuySettings_item @alias
        ...SyncPanel_item @alias
      }
    }
    user(userId: $userId) {
      linkedPlatforms {
        ebay {
          authorized
          status
          currency
        }
        shopify {
          authorized
          needsReauth
          domain
        }
        onbuy {
          status
        }
        amazon {
          marketplaceId
        }
      }
      channelBilling {
        channel
        subscription {
          id
        }
      }
    }
    inventoryStats(userId: $userId) {
      amazonMarketplaceDomain
    }
  }
`;
