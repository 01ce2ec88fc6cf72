/**
 * @generated SignedSource<<a2c1fee3cdd63439d6f792f2b5318cbf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingViewPageRefetchQuery$variables = {
  id: string;
  userId: string;
};
export type ListingViewPageRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ListingViewPage_query">;
};
export type ListingViewPageRefetchQuery = {
  response: ListingViewPageRefetchQuery$data;
  variables: ListingViewPageRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "live",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowBestOffer",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "images",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "featureBullets",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "ProductDetail",
  "kind": "LinkedField",
  "name": "productDetails",
  "plural": true,
  "selections": [
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "channel",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v13 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "listingId",
    "storageKey": null
  },
  (v11/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lastPushedQuantity",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lastPushedPriceCents",
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
    "name": "contentSentAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "changesWaiting",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ListingSyncSwitches",
    "kind": "LinkedField",
    "name": "syncSwitches",
    "plural": false,
    "selections": [
      (v12/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quantityInPlan",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "price",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 10
      }
    ],
    "concreteType": "ListingHistoryConnection",
    "kind": "LinkedField",
    "name": "history",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ListingHistoryConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ListingChange",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "changeId",
                "storageKey": null
              },
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "oldValue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "newValue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "channelEdit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resolution",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "history(first:10)"
  },
  (v1/*:: as any*/)
],
v14 = [
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorized",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ListingViewPageRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ListingViewPage_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ListingViewPageRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          }
        ],
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userId",
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "channelCode",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
                    "name": "statusAt",
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
                    "name": "forceRemoved",
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
                    "name": "sku",
                    "storageKey": null
                  }
                ],
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
                "name": "itemType",
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
                "concreteType": "EbayPricing",
                "kind": "LinkedField",
                "name": "ebayPricing",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ready",
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
                    "name": "source",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "missing",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amazonPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amazonFeesCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amazonEarningsCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "offsiteFulfilmentCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "offsiteFulfilmentSource",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ebayFeeCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "marginCents",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CatalogDetails",
                "kind": "LinkedField",
                "name": "catalogDetails",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageSrcs",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v10/*:: as any*/)
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
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ebayPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "costBasisCents",
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onbuySettingsTab",
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
                "concreteType": "OnbuyProductChoice",
                "kind": "LinkedField",
                "name": "onbuyChoice",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "categoryId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "categoryName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "brandId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "brandName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "conditionCode",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OnbuyProductCreation",
                "kind": "LinkedField",
                "name": "onbuyProductCreation",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "queueId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "opc",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "errorMessage",
                    "storageKey": null
                  }
                ],
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
                "name": "totalQuantity",
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
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sellerBuffer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cap",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Listing",
                "kind": "LinkedField",
                "name": "ebayListing",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Listing",
                "kind": "LinkedField",
                "name": "shopifyListing",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Listing",
                "kind": "LinkedField",
                "name": "onbuyListing",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "InventoryItem",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v14/*:: as any*/),
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
                "concreteType": "EbayConnection",
                "kind": "LinkedField",
                "name": "ebay",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currency",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ShopifyConnection",
                "kind": "LinkedField",
                "name": "shopify",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "needsReauth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "domain",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OnbuyConnection",
                "kind": "LinkedField",
                "name": "onbuy",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
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
          {
            "alias": null,
            "args": null,
            "concreteType": "ChannelBilling",
            "kind": "LinkedField",
            "name": "channelBilling",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PlanSubscription",
                "kind": "LinkedField",
                "name": "subscription",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v14/*:: as any*/),
        "concreteType": "InventoryStats",
        "kind": "LinkedField",
        "name": "inventoryStats",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amazonMarketplaceDomain",
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
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "segment",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "aiCreditBalance",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dba82e7c6948e6e006c748e66bfe97e8",
    "id": null,
    "metadata": {},
    "name": "ListingViewPageRefetchQuery",
    "operationKind": "query",
    "text": "query ListingViewPageRefetchQuery(\n  $id: ID!\n  $userId: String!\n) {\n  ...ListingViewPage_query\n}\n\nfragment AiRecommendationsButton_viewer on User {\n  aiCreditBalance\n}\n\nfragment ChannelStatusChips_item on InventoryItem {\n  listingsOnChannels {\n    channelCode\n    status\n    live\n    inProgress\n    errored\n    id\n  }\n}\n\nfragment ChannelStatusPanel_item on InventoryItem {\n  id\n  sellerSku\n  onbuyProductCode\n  onbuyProductUrl\n  ebayPricing {\n    ready\n  }\n  listingsOnChannels {\n    id\n    channelCode\n    status\n    statusAt\n    live\n    inProgress\n    externalId\n    url\n    forceRemoved\n    errored\n    lastError\n    sku\n  }\n}\n\nfragment ListingEditor_item on InventoryItem {\n  id\n  title\n  allowBestOffer\n  catalogDetails {\n    description\n    images\n    imageSrcs\n    featureBullets\n    productDetails {\n      name\n      value\n    }\n  }\n  edits {\n    title\n    description\n    images\n    featureBullets\n    productDetails {\n      name\n      value\n    }\n    ebayPriceCents\n    costBasisCents\n    allowBestOffer\n  }\n  ...PricingInfoPanel_item\n}\n\nfragment ListingHeader_item on InventoryItem {\n  sellerSku\n  asin\n  condition\n  itemType\n  hidden\n  ...ChannelStatusChips_item\n}\n\nfragment ListingViewPage_query on Query {\n  node(id: $id) {\n    __typename\n    ... on InventoryItem {\n      id\n      userId\n      listingsOnChannels {\n        inProgress\n        pendingRevision\n        id\n      }\n      ...ListingHeader_item\n      ...ChannelStatusPanel_item\n      ...ListingEditor_item\n      ...OnBuySettings_item\n      ...SyncPanel_item\n    }\n    id\n  }\n  user(userId: $userId) {\n    linkedPlatforms {\n      ebay {\n        authorized\n        status\n        currency\n      }\n      shopify {\n        authorized\n        needsReauth\n        domain\n      }\n      onbuy {\n        status\n      }\n      amazon {\n        marketplaceId\n      }\n    }\n    channelBilling {\n      channel\n      subscription {\n        id\n      }\n    }\n    id\n  }\n  inventoryStats(userId: $userId) {\n    amazonMarketplaceDomain\n  }\n  channels {\n    code\n    name\n    segment\n  }\n  viewer {\n    ...AiRecommendationsButton_viewer\n    id\n  }\n}\n\nfragment OnBuyChooseExisting_item on InventoryItem {\n  id\n  onbuyProductCode\n  onbuyProductUrl\n}\n\nfragment OnBuyCreateNew_item on InventoryItem {\n  id\n  onbuySettingsTab\n  itemId\n  onbuyChoice {\n    categoryId\n    categoryName\n    brandId\n    brandName\n    conditionCode\n  }\n  onbuyProductCreation {\n    id\n    status\n    queueId\n    opc\n    errorMessage\n  }\n}\n\nfragment OnBuySettings_item on InventoryItem {\n  onbuySettingsTab\n  ...OnBuyChooseExisting_item\n  ...OnBuyCreateNew_item\n}\n\nfragment PricingInfoPanel_item on InventoryItem {\n  ebayPricing {\n    priceCents\n    source\n    ready\n    missing\n    amazonPriceCents\n    amazonFeesCents\n    amazonEarningsCents\n    offsiteFulfilmentCents\n    offsiteFulfilmentSource\n    ebayFeeCents\n    marginCents\n  }\n}\n\nfragment SyncPanel_item on InventoryItem {\n  id\n  quantityBuffer\n  totalQuantity\n  channelQuantities {\n    channel\n    quantity\n    sellerBuffer\n    cap\n  }\n  ebayListing {\n    listingId\n    channel\n    live\n    lastPushedQuantity\n    lastPushedPriceCents\n    lastSyncedAt\n    contentSentAt\n    changesWaiting\n    syncSwitches {\n      quantity\n      quantityInPlan\n      price\n    }\n    history(first: 10) {\n      edges {\n        node {\n          changeId\n          channel\n          field\n          oldValue\n          newValue\n          reason\n          channelEdit\n          resolution\n          createdAt\n        }\n      }\n    }\n    id\n  }\n  shopifyListing {\n    listingId\n    channel\n    live\n    lastPushedQuantity\n    lastPushedPriceCents\n    lastSyncedAt\n    contentSentAt\n    changesWaiting\n    syncSwitches {\n      quantity\n      quantityInPlan\n      price\n    }\n    history(first: 10) {\n      edges {\n        node {\n          changeId\n          channel\n          field\n          oldValue\n          newValue\n          reason\n          channelEdit\n          resolution\n          createdAt\n        }\n      }\n    }\n    id\n  }\n  onbuyListing {\n    listingId\n    channel\n    live\n    lastPushedQuantity\n    lastPushedPriceCents\n    lastSyncedAt\n    contentSentAt\n    changesWaiting\n    syncSwitches {\n      quantity\n      quantityInPlan\n      price\n    }\n    history(first: 10) {\n      edges {\n        node {\n          changeId\n          channel\n          field\n          oldValue\n          newValue\n          reason\n          channelEdit\n          resolution\n          createdAt\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b03df1fc30bc91d4b5ab7a8883940ed2";

export default node;
