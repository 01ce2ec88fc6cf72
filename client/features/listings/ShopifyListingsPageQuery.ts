import { graphql } from 'react-relay';

/** The Shopify Listings page's query: the route loader preloads it from the URL (shopifyLoaders.ts). */
export const shopifyListingsPageQuery = graphql`
  query ShopifyListingsPageQuery(
    $userId: String!
    $listStatus: ListingListStatusFilter
    $sales: ListingSalesFilter
    $zeroQuantity: InventoryZeroQuantityFilter
    $search: String
    $sort: String
    $page: Int
    $pageSize: Int
  ) {
    shopifyListings(userId: $userId, listStatus: $listStatus, sales: $sales, zeroQuantity: $zeroQuantity, search: $search, sort: $sort, page: $page, pageSize: $pageSize) {
      ...ShopifyListingsResults_connection
    }
    # Shopify prices are worked out from the Amazon price: shown in the Amazon marketplace's currency.
    user(userId: $userId) {
      linkedPlatforms {
        amazon {
          marketplaceId
        }
      }
    }
  }
`;
