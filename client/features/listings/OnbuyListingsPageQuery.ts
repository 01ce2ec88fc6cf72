import { graphql } from 'react-relay';

/** The OnBuy Listings page's query: the route loader preloads it from the URL (onbuyLoaders.ts). */
export const onbuyListingsPageQuery = graphql`
  query OnbuyListingsPageQuery(
    $userId: String!
    $listStatus: ListingListStatusFilter
    $sales: ListingSalesFilter
    $zeroQuantity: InventoryZeroQuantityFilter
    $search: String
    $sort: String
    $page: Int
    $pageSize: Int
  ) {
    onbuyListings(userId: $userId, listStatus: $listStatus, sales: $sales, zeroQuantity: $zeroQuantity, search: $search, sort: $sort, page: $page, pageSize: $pageSize) {
      ...OnbuyListingsResults_connection
    }
  }
`;
