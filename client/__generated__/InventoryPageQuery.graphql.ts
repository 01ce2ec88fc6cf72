/**
 * @generated SignedSource<<015e278f950d568fb788436d41cb0bba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InventoryArchiveFilter = "all" | "hidden" | "visible" | "%future added value";
export type InventoryChannelStatusFilter = "all" | "errored" | "listed" | "unattempted" | "unlisted" | "%future added value";
export type InventorySourceFilter = "all" | "amazon" | "merchant" | "price_locked" | "%future added value";
export type InventoryZeroQuantityFilter = "all" | "hide" | "show" | "%future added value";
export type InventoryPageQuery$variables = {
  archiveStatus?: InventoryArchiveFilter | null | undefined;
  ebayStatus?: InventoryChannelStatusFilter | null | undefined;
  inventorySource?: InventorySourceFilter | null | undefined;
  onbuyStatus?: InventoryChannelStatusFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  shopifyStatus?: InventoryChannelStatusFilter | null | undefined;
  sort?: string | null | undefined;
  userId: string;
  zeroQuantity?: InventoryZeroQuantityFilter | null | undefined;
};
export type InventoryPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"InventoryScreen_query">;
};
export type InventoryPageQuery = {
  response: InventoryPageQuery$data;
  variables: InventoryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "archiveStatus"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ebayStatus"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "inventorySource"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "onbuyStatus"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pageSize"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "shopifyStatus"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "zeroQuantity"
},
v11 = {
  "kind": "Variable",
  "name": "userId",
  "variableName": "userId"
},
v12 = [
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "channel",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "inProgress",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "live",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InventoryPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "InventoryScreen_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v9/*:: as any*/),
      (v1/*:: as any*/),
      (v7/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v10/*:: as any*/),
      (v6/*:: as any*/),
      (v8/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InventoryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LinkedPlatforms",
            "kind": "LinkedField",
            "name": "linkedPlatforms",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AmazonConnection",
                "kind": "LinkedField",
                "name": "amazon",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "marketplaceId",
                    "storageKey": null
                  },
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v14/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "InventoryStats",
        "kind": "LinkedField",
        "name": "inventoryStats",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amazonConnected",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "allItemsCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastInventoryUpdateAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "afnItemCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mfnItemCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "activeEbayListings",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "activeShopifyListings",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "activeOnbuyListings",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "InventoryImport",
        "kind": "LinkedField",
        "name": "inventoryImport",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phase",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalRows",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "processedRows",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "skippedRows",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "error",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RegisteredChannel",
        "kind": "LinkedField",
        "name": "channels",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "ChannelSyncHealth",
        "kind": "LinkedField",
        "name": "syncHealth",
        "plural": true,
        "selections": [
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastSyncedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "waiting",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "failures",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastError",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "Alert",
        "kind": "LinkedField",
        "name": "alerts",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "level",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "linkText",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "archiveStatus",
            "variableName": "archiveStatus"
          },
          {
            "kind": "Variable",
            "name": "ebayStatus",
            "variableName": "ebayStatus"
          },
          {
            "kind": "Literal",
            "name": "families",
            "value": "collapse"
          },
          {
            "kind": "Variable",
            "name": "inventorySource",
            "variableName": "inventorySource"
          },
          {
            "kind": "Variable",
            "name": "onbuyStatus",
            "variableName": "onbuyStatus"
          },
          {
            "kind": "Variable",
            "name": "page",
            "variableName": "page"
          },
          {
            "kind": "Variable",
            "name": "pageSize",
            "variableName": "pageSize"
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          },
          {
            "kind": "Variable",
            "name": "shopifyStatus",
            "variableName": "shopifyStatus"
          },
          {
            "kind": "Variable",
            "name": "sort",
            "variableName": "sort"
          },
          (v11/*:: as any*/),
          {
            "kind": "Variable",
            "name": "zeroQuantity",
            "variableName": "zeroQuantity"
          }
        ],
        "concreteType": "InventoryConnection",
        "kind": "LinkedField",
        "name": "inventory",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "numPages",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "page",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pageSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "InventoryConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "InventoryItem",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Listing",
                    "kind": "LinkedField",
                    "name": "listings",
                    "plural": true,
                    "selections": [
                      (v16/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pendingRevision",
                        "storageKey": null
                      },
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v17/*:: as any*/),
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "itemId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sellerSku",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "asin",
                    "storageKey": null
                  },
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "thumbSrc",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "condition",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalQuantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantityBuffer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "channelQuantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChannelQuantity",
                    "kind": "LinkedField",
                    "name": "channelQuantities",
                    "plural": true,
                    "selections": [
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "quantity",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hidden",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Listing",
                    "kind": "LinkedField",
                    "name": "listingsOnChannels",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "channelCode",
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      (v17/*:: as any*/),
                      (v16/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "errored",
                        "storageKey": null
                      },
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "InventoryItemEdits",
                    "kind": "LinkedField",
                    "name": "edits",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VariationFamily",
                    "kind": "LinkedField",
                    "name": "family",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dimensions",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "childCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fbaQuantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mfnQuantity",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6c20831bb6a6113cbe37fc086f96355b",
    "id": null,
    "metadata": {},
    "name": "InventoryPageQuery",
    "operationKind": "query",
    "text": "query InventoryPageQuery(\n  $userId: String!\n  $ebayStatus: InventoryChannelStatusFilter\n  $shopifyStatus: InventoryChannelStatusFilter\n  $onbuyStatus: InventoryChannelStatusFilter\n  $inventorySource: InventorySourceFilter\n  $archiveStatus: InventoryArchiveFilter\n  $zeroQuantity: InventoryZeroQuantityFilter\n  $search: String\n  $sort: String\n  $page: Int\n  $pageSize: Int\n) {\n  ...InventoryScreen_query\n}\n\nfragment BulkActionBar_items on InventoryItem {\n  id\n  sellerSku\n  fbaQuantity\n  mfnQuantity\n  listings {\n    channel\n    status\n    live\n    inProgress\n    id\n  }\n}\n\nfragment ChannelStatusChips_item on InventoryItem {\n  listingsOnChannels {\n    channelCode\n    status\n    live\n    inProgress\n    errored\n    id\n  }\n}\n\nfragment ImportProgress_run on InventoryImport {\n  status\n  phase\n  totalRows\n  processedRows\n  skippedRows\n  error\n}\n\nfragment InventoryCard_item on InventoryItem {\n  itemId\n  sellerSku\n  asin\n  title\n  thumbSrc\n  condition\n  totalQuantity\n  quantityBuffer\n  channelQuantity\n  channelQuantities {\n    channel\n    quantity\n  }\n  listings {\n    channel\n    live\n    id\n  }\n  priceCents\n  hidden\n  ...ChannelStatusChips_item\n  edits {\n    title\n  }\n}\n\nfragment InventoryResults_connection on InventoryConnection {\n  totalCount\n  numPages\n  page\n  pageSize\n  edges {\n    node {\n      id\n      listings {\n        inProgress\n        pendingRevision\n        id\n      }\n      ...InventoryRow_item\n      ...InventoryCard_item\n      ...BulkActionBar_items\n    }\n  }\n}\n\nfragment InventoryRow_item on InventoryItem {\n  itemId\n  sellerSku\n  asin\n  title\n  thumbSrc\n  condition\n  totalQuantity\n  quantityBuffer\n  channelQuantity\n  channelQuantities {\n    channel\n    quantity\n  }\n  listings {\n    channel\n    live\n    id\n  }\n  priceCents\n  hidden\n  ...ChannelStatusChips_item\n  edits {\n    title\n  }\n  family {\n    dimensions\n    childCount\n  }\n}\n\nfragment InventoryScreen_query on Query {\n  user(userId: $userId) {\n    linkedPlatforms {\n      amazon {\n        marketplaceId\n        status\n      }\n    }\n    id\n  }\n  inventoryStats(userId: $userId) {\n    amazonConnected\n    allItemsCount\n    lastInventoryUpdateAt\n    ...InventoryStats_stats\n  }\n  inventoryImport(userId: $userId) {\n    status\n  }\n  channels {\n    code\n    name\n  }\n  ...RefreshInventory_query\n  ...SyncStatus_query\n  inventory(userId: $userId, ebayStatus: $ebayStatus, shopifyStatus: $shopifyStatus, onbuyStatus: $onbuyStatus, inventorySource: $inventorySource, archiveStatus: $archiveStatus, zeroQuantity: $zeroQuantity, families: collapse, search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    ...InventoryResults_connection\n  }\n}\n\nfragment InventoryStats_stats on InventoryStats {\n  lastInventoryUpdateAt\n  allItemsCount\n  afnItemCount\n  mfnItemCount\n  activeEbayListings\n  activeShopifyListings\n  activeOnbuyListings\n}\n\nfragment RefreshInventory_query on Query {\n  inventoryImport(userId: $userId) {\n    status\n    ...ImportProgress_run\n  }\n}\n\nfragment SyncStatus_query on Query {\n  syncHealth(userId: $userId) {\n    channel\n    lastSyncedAt\n    waiting\n    failures\n    lastError\n  }\n  alerts(userId: $userId) {\n    type\n    level\n    message\n    link\n    linkText\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb98ef771646b69355244ea928d2aeee";

export default node;
