import { graphql } from 'react-relay';

/** The listing view's query (preloaded by listingLoader): the item by its global id, and the marketplace. */
export const listingViewPageQuery = graphql`
  query ListingViewPageQuery($userId: String!, $id: ID!) {
    node(id: $id) {
      __typename
      ... on InventoryItem {
        id
        userId
        ...ListingHeader_item @alias
        ...ListingEditor_item @alias
      }
    }
    inventoryStats(userId: $userId) {
      amazonMarketplaceDomain
    }
  }
`;
