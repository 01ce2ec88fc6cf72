/**
 * @generated SignedSource<<e3124b06b4fe6cdb62047c42a1b9835a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingStatus = "DELISTING" | "FAILED_TO_LIST" | "FAILED_TO_REVISE" | "LISTED" | "LISTING" | "PUBLISHED" | "PUBLISHING" | "REVISED" | "REVISED_PRICE" | "REVISING" | "REVISING_IMAGE" | "UNPUBLISHED" | "UNPUBLISHING" | "%future added value";
export type ShopifyItemsInput = {
  itemIds: ReadonlyArray<string>;
};
export type ShopifyActionMutationsDelistMutation$variables = {
  input: ShopifyItemsInput;
  userId: string;
};
export type ShopifyActionMutationsDelistMutation$data = {
  readonly delistFromShopify: {
    readonly __typename: string;
    readonly code?: string;
    readonly count?: number;
    readonly items?: ReadonlyArray<{
      readonly id: string;
      readonly shopifyListing: {
        readonly externalId: string | null | undefined;
        readonly id: string;
        readonly inProgress: boolean;
        readonly lastError: string | null | undefined;
        readonly live: boolean;
        readonly status: ListingStatus;
        readonly statusAt: any;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ChannelStatusChips_item">;
    }>;
    readonly message?: string;
  };
};
export type ShopifyActionMutationsDelistMutation = {
  response: ShopifyActionMutationsDelistMutation$data;
  variables: ShopifyActionMutationsDelistMutation$variables;
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
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "live",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "inProgress",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "externalId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastError",
  "storageKey": null
},
v12 = {
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
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "errored",
  "storageKey": null
},
v14 = [
  (v6/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v13/*:: as any*/),
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShopifyActionMutationsDelistMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "delistFromShopify",
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
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Listing",
                    "kind": "LinkedField",
                    "name": "shopifyListing",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChannelStatusChips_item"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ShopifyActionSuccess",
            "abstractKey": null
          },
          (v12/*:: as any*/)
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
    "name": "ShopifyActionMutationsDelistMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "delistFromShopify",
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
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Listing",
                    "kind": "LinkedField",
                    "name": "shopifyListing",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v13/*:: as any*/)
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
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Listing",
                    "kind": "LinkedField",
                    "name": "onbuyListing",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ShopifyActionSuccess",
            "abstractKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "edbb6e65c435ada6f387063d1f0077e7",
    "id": null,
    "metadata": {},
    "name": "ShopifyActionMutationsDelistMutation",
    "operationKind": "mutation",
    "text": "mutation ShopifyActionMutationsDelistMutation(\n  $userId: String!\n  $input: ShopifyItemsInput!\n) {\n  delistFromShopify(userId: $userId, input: $input) {\n    __typename\n    ... on ShopifyActionSuccess {\n      count\n      items {\n        id\n        shopifyListing {\n          id\n          status\n          statusAt\n          live\n          inProgress\n          externalId\n          lastError\n        }\n        ...ChannelStatusChips_item\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n\nfragment ChannelStatusChips_item on InventoryItem {\n  ebayListing {\n    status\n    live\n    inProgress\n    errored\n    id\n  }\n  shopifyListing {\n    status\n    live\n    inProgress\n    errored\n    id\n  }\n  onbuyListing {\n    status\n    live\n    inProgress\n    errored\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "87c616f39397ef971b83942dc93c8895";

export default node;
