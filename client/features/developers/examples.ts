// The worked examples of /developers. tests/integration/api/developer-examples.test.ts runs each one
// with a token of exactly these scopes, so the documentation cannot drift from the API.
export interface ApiExample {
  title: string;
  text: string;
  scopes: string[];
  query: string;
  /** Variables with `$ITEM_IDS` standing for real item ids. */
  variables?: Record<string, unknown>;
}

export const EXAMPLES: ApiExample[] = [
  {
    title: 'List my inventory with filters',
    text: 'Merchant-fulfilled items not listed on eBay, 50 a page, by quantity (highest first); pass pageInfo.endCursor as `after` for the next page.',
    scopes: ['INVENTORY_READ'],
    query: `query Inventory($after: String) {
  inventory(userId: "-", first: 50, after: $after, inventorySource: merchant, ebayStatus: unlisted, sort: "-qty") {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id sellerSku asin title totalQuantity priceCents } }
  }
}`,
  },
  {
    title: 'List 50 items on eBay',
    text: 'The mutation answers at once with how many items were queued; an expected failure (eBay not authorised, plan full) is an Error member of the result.',
    scopes: ['LISTINGS_WRITE'],
    query: `mutation List($ids: [ID!]!) {
  listOnEbay(userId: "-", input: { itemIds: $ids }) {
    __typename
    ... on ListOnEbaySuccess { count }
    ... on Error { code message }
  }
}`,
    variables: { ids: '$ITEM_IDS' },
  },
  {
    title: '… and follow their status',
    text: 'Poll the items every few seconds: the listings move from LISTING to LISTED, or FAILED_TO_LIST with eBay’s message in lastError.',
    scopes: ['INVENTORY_READ', 'LISTINGS_READ'],
    query: `query Follow($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on InventoryItem { sellerSku ebayListing { status lastError url } }
  }
}`,
    variables: { ids: '$ITEM_IDS' },
  },
  {
    title: "Read yesterday's sales",
    text: 'Newest first: read pages until soldAt is before yesterday. Each line shows the Amazon MCF order (fbaId) and the tracking sent to eBay.',
    scopes: ['SALES_READ'],
    query: `query Sales($page: Int) {
  ebaySales(userId: "-", sort: "-_created_at", pageSize: 100, page: $page) {
    numPages
    sales { orderId sku quantity priceCents currency soldAt status fbaId trackingNumber trackingUrl }
  }
}`,
    variables: { page: 1 },
  },
  {
    title: 'Follow continuous sync',
    text: 'Per channel: when a listing was last pushed, how many wait, how many failed.',
    scopes: ['LISTINGS_READ'],
    query: `query Sync {
  syncHealth(userId: "-") { channel lastSyncedAt waiting failures lastError }
}`,
  },
];

/** The example as a curl command against this server. */
export function curlOf(endpoint: string, e: ApiExample): string {
  const body = JSON.stringify({ query: e.query.replace(/\s+/g, ' '), ...(e.variables ? { variables: e.variables } : {}) });
  return `curl -s ${endpoint} \\\n  -H 'Authorization: Bearer lb_pat_…' -H 'Content-Type: application/json' \\\n  -d '${body.replace(/'/g, "'\\''")}'`;
}
