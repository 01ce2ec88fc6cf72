import { graphql } from 'react-relay';

/**
 * The inventory screen's query: the route loader preloads it from the URL (loaders.ts); the screen
 * reads it as a refetchable fragment (InventoryScreen_query), so its polls re-read the same rows.
 */
export const inventoryPageQuery = graphql`
  query InventoryPageQuery(
    $userId: String!
    $ebayStatus: InventoryChannelStatusFilter
    $shopifyStatus: InventoryChannelStatusFilter
    $onbuyStatus: InventoryChannelStatusFilter
    $inventorySource: InventorySourceFilter
    $archiveStatus: InventoryArchiveFilter
    $zeroQuantity: InventoryZeroQuantityFilter
    $search: String
    $sort: String
    $page: Int
    $pageSize: Int
  ) {
    ...InventoryScreen_query
  }
`;
