import { graphql } from 'react-relay';

/** The inventory screen's query: the route loader preloads it from the URL (loaders.ts). */
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
    user(userId: $userId) {
      linkedPlatforms {
        amazon {
          marketplaceId
          status
        }
      }
    }
    inventoryStats(userId: $userId) {
      amazonConnected
      allItemsCount
      lastInventoryUpdateAt
      ...InventoryStats_stats
    }
    inventoryImport(userId: $userId) {
      status
      ...RefreshInventory_run
    }
    inventory(
      userId: $userId
      ebayStatus: $ebayStatus
      shopifyStatus: $shopifyStatus
      onbuyStatus: $onbuyStatus
      inventorySource: $inventorySource
      archiveStatus: $archiveStatus
      zeroQuantity: $zeroQuantity
      search: $search
      sort: $sort
      page: $page
      pageSize: $pageSize
    ) {
      ...InventoryResults_connection
    }
  }
`;
