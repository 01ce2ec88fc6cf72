/**
 * @generated SignedSource<<934015bbc63276fc36f94a43a6572679>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InventoryZeroQuantityFilter = "all" | "hide" | "show" | "%future added value";
export type ListingChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
export type ListingListStatusFilter = "all" | "listed" | "unlisted" | "%future added value";
export type ListingSalesFilter = "all" | "sold" | "unsold" | "%future added value";
export type ListingsPageCondition = "all" | "new" | "refurbished" | "used" | "used_acceptable" | "used_good" | "used_like_new" | "used_refurbished" | "used_very_good" | "%future added value";
export type ChannelListingsFilter = {
  condition?: ListingsPageCondition | null | undefined;
  listStatus?: ListingListStatusFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sales?: ListingSalesFilter | null | undefined;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  zeroQuantity?: InventoryZeroQuantityFilter | null | undefined;
};
export type ListingsResultsRefetchQuery$variables = {
  channel?: ListingChannel | null | undefined;
  channelCode?: string | null | undefined;
  filter?: ChannelListingsFilter | null | undefined;
  userId: string;
};
export type ListingsResultsRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ListingsResults_query">;
};
export type ListingsResultsRefetchQuery = {
  response: ListingsResultsRefetchQuery$data;
  variables: ListingsResultsRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "channel"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "channelCode"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "channel",
  "variableName": "channel"
},
v2 = {
  "kind": "Variable",
  "name": "channelCode",
  "variableName": "channelCode"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ListingsResultsRefetchQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ListingsResults_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ListingsResultsRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "Variable",
            "name": "filter",
            "variableName": "filter"
          },
          {
            "kind": "Variable",
            "name": "userId",
            "variableName": "userId"
          }
        ],
        "concreteType": "ChannelListingConnection",
        "kind": "LinkedField",
        "name": "channelListings",
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
            "concreteType": "ChannelListingConnectionEdge",
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
                  (v3/*:: as any*/),
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
                      (v3/*:: as any*/),
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
                            "name": "parentAsin",
                            "storageKey": null
                          },
                          (v4/*:: as any*/)
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
                      (v4/*:: as any*/),
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
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ItemSpecific",
                        "kind": "LinkedField",
                        "name": "variationValues",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "dimension",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "value",
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
                    "args": null,
                    "kind": "ScalarField",
                    "name": "listingId",
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
    "cacheID": "cddf85a4d3a0462e656e479831d650d4",
    "id": null,
    "metadata": {},
    "name": "ListingsResultsRefetchQuery",
    "operationKind": "query",
    "text": "query ListingsResultsRefetchQuery(\n  $channel: ListingChannel\n  $channelCode: String\n  $filter: ChannelListingsFilter\n  $userId: String!\n) {\n  ...ListingsResults_query_kzGJx\n}\n\nfragment ListingRow_listing on Listing {\n  listingId\n  externalId\n  url\n  sku\n  priceCents\n  quantity\n  status\n  statusAt\n  live\n  inProgress\n  errored\n  pendingRevision\n  lastError\n  lastSyncedAt\n  salesCount\n  item {\n    itemId\n    sellerSku\n    asin\n    title\n    thumbSrc\n    totalQuantity\n    ebayConditionCode\n    onbuyProductCode\n    onbuyProductUrl\n    edits {\n      title\n    }\n    variationValues {\n      dimension\n      value\n    }\n    id\n  }\n}\n\nfragment ListingsResults_query_kzGJx on Query {\n  channelListings(userId: $userId, channel: $channel, channelCode: $channelCode, filter: $filter) {\n    totalCount\n    page\n    pageSize\n    edges {\n      node {\n        id\n        externalId\n        inProgress\n        pendingRevision\n        item {\n          id\n          family {\n            parentAsin\n            title\n          }\n        }\n        ...ListingRow_listing\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "165ef2b207ce6d66c87355d7517e7eeb";

export default node;
