/**
 * @generated SignedSource<<34c8688bb526bc89e026e8f449946069>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EbayRevisionKind = "EVERYTHING" | "IMAGES_ONLY" | "PRICE_ONLY" | "UPC_ONLY" | "%future added value";
export type ReviseOnEbayInput = {
  itemIds: ReadonlyArray<string>;
  kind: EbayRevisionKind;
};
export type ReviseOnEbayMutation$variables = {
  input: ReviseOnEbayInput;
  userId: string;
};
export type ReviseOnEbayMutation$data = {
  readonly reviseOnEbay: {
    readonly __typename: string;
    readonly code?: string;
    readonly count?: number;
    readonly items?: ReadonlyArray<{
      readonly ebayListing: {
        readonly id: string;
        readonly pendingRevision: string | null | undefined;
      } | null | undefined;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChannelStatusChips_item" | "EbayStatusPanel_item">;
    }>;
    readonly message?: string;
  };
};
export type ReviseOnEbayMutation = {
  response: ReviseOnEbayMutation$data;
  variables: ReviseOnEbayMutation$variables;
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
  "name": "pendingRevision",
  "storageKey": null
},
v7 = {
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "live",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "inProgress",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "errored",
  "storageKey": null
},
v12 = [
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
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
    "name": "ReviseOnEbayMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "reviseOnEbay",
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
                    "name": "ebayListing",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChannelStatusChips_item"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "EbayStatusPanel_item"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ReviseOnEbaySuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/)
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
    "name": "ReviseOnEbayMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "reviseOnEbay",
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
                    "name": "ebayListing",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
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
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Listing",
                    "kind": "LinkedField",
                    "name": "shopifyListing",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Listing",
                    "kind": "LinkedField",
                    "name": "onbuyListing",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
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
            "type": "ReviseOnEbaySuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4cb331af5ebacc37495d2aa117c1d742",
    "id": null,
    "metadata": {},
    "name": "ReviseOnEbayMutation",
    "operationKind": "mutation",
    "text": "mutation ReviseOnEbayMutation(\n  $userId: String!\n  $input: ReviseOnEbayInput!\n) {\n  reviseOnEbay(userId: $userId, input: $input) {\n    __typename\n    ... on ReviseOnEbaySuccess {\n      count\n      items {\n        id\n        ebayListing {\n          id\n          pendingRevision\n        }\n        ...ChannelStatusChips_item\n        ...EbayStatusPanel_item\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n\nfragment ChannelStatusChips_item on InventoryItem {\n  ebayListing {\n    status\n    live\n    inProgress\n    errored\n    id\n  }\n  shopifyListing {\n    status\n    live\n    inProgress\n    errored\n    id\n  }\n  onbuyListing {\n    status\n    live\n    inProgress\n    errored\n    id\n  }\n}\n\nfragment EbayStatusPanel_item on InventoryItem {\n  id\n  ebayPricing {\n    ready\n  }\n  ebayListing {\n    id\n    status\n    statusAt\n    live\n    inProgress\n    externalId\n    url\n    forceRemoved\n    lastError\n  }\n}\n"
  }
};
})();

(node as any).hash = "495600b20f7e449efa52764aa7af7df7";

export default node;
