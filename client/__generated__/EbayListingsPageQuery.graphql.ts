/**
 * @generated SignedSource<<dd3187dd8218c652f13185b17e0f365f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EbayListingConditionFilter = "all" | "new" | "refurbished" | "used" | "used_acceptable" | "used_good" | "used_like_new" | "used_refurbished" | "used_very_good" | "%future added value";
export type InventoryZeroQuantityFilter = "all" | "hide" | "show" | "%future added value";
export type EbayListingsPageQuery$variables = {
  condition?: EbayListingConditionFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  userId: string;
  zeroQuantity?: InventoryZeroQuantityFilter | null | undefined;
};
export type EbayListingsPageQuery$data = {
  readonly ebayListings: {
    readonly " $fragmentSpreads": FragmentRefs<"EbayListingsResults_connection">;
  };
  readonly user: {
    readonly linkedPlatforms: {
      readonly ebay: {
        readonly currency: string | null | undefined;
      } | null | undefined;
    };
  } | null | undefined;
};
export type EbayListingsPageQuery = {
  response: EbayListingsPageQuery$data;
  variables: EbayListingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "condition"
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
  "name": "search"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "zeroQuantity"
},
v7 = {
  "kind": "Variable",
  "name": "userId",
  "variableName": "userId"
},
v8 = [
  (v7/*:: as any*/)
],
v9 = {
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
      "concreteType": "EbayConnection",
      "kind": "LinkedField",
      "name": "ebay",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "condition",
    "variableName": "condition"
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
    "name": "sort",
    "variableName": "sort"
  },
  (v7/*:: as any*/),
  {
    "kind": "Variable",
    "name": "zeroQuantity",
    "variableName": "zeroQuantity"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = {
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
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EbayListingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "EbayListingConnection",
        "kind": "LinkedField",
        "name": "ebayListings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EbayListingsResults_connection"
          }
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
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EbayListingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "EbayListingConnection",
        "kind": "LinkedField",
        "name": "ebayListings",
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
            "concreteType": "EbayListingConnectionEdge",
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
                  (v11/*:: as any*/),
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
                    "name": "pendingRevision",
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
                      (v11/*:: as any*/),
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
                      (v12/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "ebayConditionCode",
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
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
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
                    "name": "url",
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
                    "name": "statusAt",
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
    "cacheID": "6f19effb6301ecbfab218018527144b7",
    "id": null,
    "metadata": {},
    "name": "EbayListingsPageQuery",
    "operationKind": "query",
    "text": "query EbayListingsPageQuery(\n  $userId: String!\n  $condition: EbayListingConditionFilter\n  $zeroQuantity: InventoryZeroQuantityFilter\n  $search: String\n  $sort: String\n  $page: Int\n  $pageSize: Int\n) {\n  user(userId: $userId) {\n    linkedPlatforms {\n      ebay {\n        currency\n      }\n    }\n    id\n  }\n  ebayListings(userId: $userId, condition: $condition, zeroQuantity: $zeroQuantity, search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    ...EbayListingsResults_connection\n  }\n}\n\nfragment EbayListingRow_listing on Listing {\n  externalId\n  url\n  priceCents\n  statusAt\n  lastSyncedAt\n  salesCount\n  ...EbayListingStatus_listing\n  item {\n    itemId\n    sellerSku\n    asin\n    title\n    thumbSrc\n    totalQuantity\n    ebayConditionCode\n    edits {\n      title\n    }\n    id\n  }\n}\n\nfragment EbayListingStatus_listing on Listing {\n  status\n  live\n  inProgress\n  errored\n  pendingRevision\n  lastError\n}\n\nfragment EbayListingsResults_connection on EbayListingConnection {\n  totalCount\n  page\n  pageSize\n  edges {\n    node {\n      id\n      inProgress\n      pendingRevision\n      item {\n        id\n      }\n      ...EbayListingRow_listing\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "500d7989101c4afe74c55fa555798d51";

export default node;
