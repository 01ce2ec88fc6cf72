/**
 * @generated SignedSource<<92cef7f5cafee7653d5af1af584f7683>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingAction = "DELIST" | "LIST" | "PUBLISH" | "RESET" | "REVISE" | "UNPUBLISH" | "%future added value";
export type ListingChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
export type ListingRevisionKind = "EVERYTHING" | "IMAGES_ONLY" | "PRICE_ONLY" | "UPC_ONLY" | "%future added value";
export type ListingActionInput = {
  action: ListingAction;
  channel?: ListingChannel | null | undefined;
  channelCode?: string | null | undefined;
  itemIds: ReadonlyArray<string>;
  revision?: ListingRevisionKind | null | undefined;
};
export type ListingActionMutation$variables = {
  input: ListingActionInput;
  userId: string;
};
export type ListingActionMutation$data = {
  readonly listingAction: {
    readonly __typename: string;
    readonly code?: string;
    readonly count?: number;
    readonly items?: ReadonlyArray<{
      readonly id: string;
      readonly listings: ReadonlyArray<{
        readonly id: string;
        readonly inProgress: boolean;
        readonly pendingRevision: string | null | undefined;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"ChannelStatusChips_item" | "ChannelStatusPanel_item">;
    }>;
    readonly message?: string;
  };
};
export type ListingActionMutation = {
  response: ListingActionMutation$data;
  variables: ListingActionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "inProgress",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Listing",
  "kind": "LinkedField",
  "name": "listings",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingRevision",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
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
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ListingActionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "listingAction",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "InventoryItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChannelStatusChips_item"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChannelStatusPanel_item"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ListingActionSuccess",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ListingActionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "listingAction",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "InventoryItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
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
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "errored",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
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
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ListingActionSuccess",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "022da856f93c8bfd933a0af3d0578820",
    "id": null,
    "metadata": {},
    "name": "ListingActionMutation",
    "operationKind": "mutation",
    "text": "mutation ListingActionMutation(\n  $userId: String!\n  $input: ListingActionInput!\n) {\n  listingAction(userId: $userId, input: $input) {\n    __typename\n    ... on ListingActionSuccess {\n      count\n      items {\n        id\n        listings {\n          id\n          inProgress\n          pendingRevision\n        }\n        ...ChannelStatusChips_item\n        ...ChannelStatusPanel_item\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n\nfragment ChannelStatusChips_item on InventoryItem {\n  listingsOnChannels {\n    channelCode\n    status\n    live\n    inProgress\n    errored\n    id\n  }\n}\n\nfragment ChannelStatusPanel_item on InventoryItem {\n  id\n  sellerSku\n  onbuyProductCode\n  onbuyProductUrl\n  ebayPricing {\n    ready\n  }\n  listingsOnChannels {\n    id\n    channelCode\n    status\n    statusAt\n    live\n    inProgress\n    externalId\n    url\n    forceRemoved\n    errored\n    lastError\n    sku\n  }\n}\n"
  }
};
})();

(node as any).hash = "4fe4df1c5704b53e1790a8aa01bfaf10";

export default node;
