/**
 * @generated SignedSource<<6db7edf42626cd9bb603a6487be621c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InventoryZeroQuantityFilter = "all" | "hide" | "show" | "%future added value";
export type ListingListStatusFilter = "all" | "listed" | "unlisted" | "%future added value";
export type ListingSalesFilter = "all" | "sold" | "unsold" | "%future added value";
export type ShopifyListingsPageQuery$variables = {
  listStatus?: ListingListStatusFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sales?: ListingSalesFilter | null | undefined;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  userId: string;
  zeroQuantity?: InventoryZeroQuantityFilter | null | undefined;
};
export type ShopifyListingsPageQuery$data = {
  readonly shopifyListings: {
    readonly " $fragmentSpreads": FragmentRefs<"ShopifyListingsResults_connection">;
  };
  readonly user: {
    readonly linkedPlatforms: {
      readonly amazon: {
        readonly marketplaceId: string | null | undefined;
      } | null | undefined;
    };
  } | null | undefined;
};
export type ShopifyListingsPageQuery = {
  response: ShopifyListingsPageQuery$data;
  variables: ShopifyListingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listStatus"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pageSize"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sales"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "zeroQuantity"
},
v8 = {
  "kind": "Variable",
  "name": "userId",
  "variableName": "userId"
},
v9 = [
  {
    "kind": "Variable",
    "name": "listStatus",
    "variableName": "listStatus"
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
    "name": "sales",
    "variableName": "sales"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "sort",
    "variableName": "sort"
  },
  (v8/*:: as any*/),
  {
    "kind": "Variable",
    "name": "zeroQuantity",
    "variableName": "zeroQuantity"
  }
],
v10 = [
  (v8/*:: as any*/)
],
v11 = {
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
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
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
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShopifyListingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "ShopifyListingConnection",
        "kind": "LinkedField",
        "name": "shopifyListings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ShopifyListingsResults_connection"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v6/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v7/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ShopifyListingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "ShopifyListingConnection",
        "kind": "LinkedField",
        "name": "shopifyListings",
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
            "concreteType": "ShopifyListingConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Listing",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "listingId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "inProgress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "externalId",
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
                    "name": "lastSyncedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "salesCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "statusAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "live",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "errored",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastError",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "InventoryItem",
                    "kind": "LinkedField",
                    "name": "item",
                    "plural": false,
                    "selections": [
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
                      (v13/*:: as any*/),
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
                        "name": "totalQuantity",
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
                          (v13/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v12/*:: as any*/)
                    ],
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
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "246b295f355b615e3f751caaf2442e61",
    "id": null,
    "metadata": {},
    "name": "ShopifyListingsPageQuery",
    "operationKind": "query",
    "text": "query ShopifyListingsPageQuery(\n  $userId: String!\n  $listStatus: ListingListStatusFilter\n  $sales: ListingSalesFilter\n  $zeroQuantity: InventoryZeroQuantityFilter\n  $search: String\n  $sort: String\n  $page: Int\n  $pageSize: Int\n) {\n  shopifyListings(userId: $userId, listStatus: $listStatus, sales: $sales, zeroQuantity: $zeroQuantity, search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    ...ShopifyListingsResults_connection\n  }\n  user(userId: $userId) {\n    linkedPlatforms {\n      amazon {\n        marketplaceId\n      }\n    }\n    id\n  }\n}\n\nfragment ShopifyListingRow_listing on Listing {\n  externalId\n  priceCents\n  lastSyncedAt\n  salesCount\n  ...ShopifyListingStatus_listing\n  item {\n    itemId\n    sellerSku\n    asin\n    title\n    thumbSrc\n    totalQuantity\n    edits {\n      title\n    }\n    id\n  }\n}\n\nfragment ShopifyListingStatus_listing on Listing {\n  status\n  statusAt\n  live\n  inProgress\n  errored\n  lastError\n}\n\nfragment ShopifyListingsResults_connection on ShopifyListingConnection {\n  totalCount\n  page\n  pageSize\n  edges {\n    node {\n      id\n      listingId\n      inProgress\n      ...ShopifyListingRow_listing\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bcfe868130640cc133ff10fa55fdade4";

export default node;
