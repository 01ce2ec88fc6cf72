import { graphql } from 'react-relay';

/** The eBay Listings page's query: the route loader preloads it from the URL (loaders.ts). */
export const ebayListingsPageQuery = graphql`
  query EbayListingsPageQuery(
    $userId: String!
    $condition: EbayListingConditionFilter
    $zeroQuantity: InventoryZeroQuantityFilter
    $search: String
    $sort: String
    $page: Int
    $pageSize: Int
  ) {
    user(userId: $userId) {
      linkedPlatforms {
        ebay {
          currency
        }
      }
    }
    ebayListings(userId: $userId, condition: $condition, zeroQuantity: $zeroQuantity, search: $search, sort: $sort, page: $page, pageSize: $pageSize) {
      ...EbayListingsResults_connection
    }
  }
`;
