/**
 * @generated SignedSource<<69cb7489c0be633b6a4a8c1c7d50e62e>>
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
export type OnbuyListingsPageQuery$variables = {
  listStatus?: ListingListStatusFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sales?: ListingSalesFilter | null | undefined;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  userId: string;
  zeroQuantity?: InventoryZeroQuantityFilter | null | undefined;
};
export type OnbuyListingsPageQuery$data = {
  readonly onbuyListings: {
    readonly " $fragmentSpreads": FragmentRefs<"OnbuyListingsResults_connection">;
  };
};
export type OnbuyListingsPageQuery = {
  response: OnbuyListingsPageQuery$data;
  variables: OnbuyListingsPageQuery$variables;
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
v8 = [
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
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  },
  {
    "kind": "Variable",
    "name": "zeroQuantity",
    "variableName": "zeroQuantity"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
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
    "name": "OnbuyListingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "OnbuyListingConnection",
        "kind": "LinkedField",
        "name": "onbuyListings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OnbuyListingsResults_connection"
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
    "name": "OnbuyListingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "OnbuyListingConnection",
        "kind": "LinkedField",
        "name": "onbuyListings",
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
            "concreteType": "OnbuyListingConnectionEdge",
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
                  (v9/*:: as any*/),
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
                      (v9/*:: as any*/),
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
                      (v10/*:: as any*/),
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
                        "name": "onbuyProductCode",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "onbuyProductUrl",
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
                          (v10/*:: as any*/)
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
                    "name": "sku",
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
                    "name": "quantity",
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
    "cacheID": "439f16c5afc05e1ebf75a8edeb017637",
    "id": null,
    "metadata": {},
    "name": "OnbuyListingsPageQuery",
    "operationKind": "query",
    "text": "query OnbuyListingsPageQuery(\n  $userId: String!\n  $listStatus: ListingListStatusFilter\n  $sales: ListingSalesFilter\n  $zeroQuantity: InventoryZeroQuantityFilter\n  $search: String\n  $sort: String\n  $page: Int\n  $pageSize: Int\n) {\n  onbuyListings(userId: $userId, listStatus: $listStatus, sales: $sales, zeroQuantity: $zeroQuantity, search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    ...OnbuyListingsResults_connection\n  }\n}\n\nfragment OnbuyListingRow_listing on Listing {\n  externalId\n  sku\n  priceCents\n  quantity\n  lastSyncedAt\n  salesCount\n  ...OnbuyListingStatus_listing\n  item {\n    itemId\n    sellerSku\n    asin\n    title\n    thumbSrc\n    totalQuantity\n    onbuyProductCode\n    onbuyProductUrl\n    edits {\n      title\n    }\n    id\n  }\n}\n\nfragment OnbuyListingStatus_listing on Listing {\n  status\n  statusAt\n  live\n  inProgress\n  errored\n  lastError\n}\n\nfragment OnbuyListingsResults_connection on OnbuyListingConnection {\n  totalCount\n  page\n  pageSize\n  edges {\n    node {\n      id\n      item {\n        itemId\n        id\n      }\n      inProgress\n      ...OnbuyListingRow_listing\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1035bd411e99e56d2df9d28c8d35d266";

export default node;
