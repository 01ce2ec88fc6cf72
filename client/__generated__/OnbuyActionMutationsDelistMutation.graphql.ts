/**
 * @generated SignedSource<<c04ab81bd3cf8bf2ae0e3b17bbdf0dfe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DelistFromOnbuyInput = {
  itemIds: ReadonlyArray<string>;
};
export type OnbuyActionMutationsDelistMutation$variables = {
  input: DelistFromOnbuyInput;
  userId: string;
};
export type OnbuyActionMutationsDelistMutation$data = {
  readonly delistFromOnbuy: {
    readonly __typename: string;
    readonly code?: string;
    readonly count?: number;
    readonly items?: ReadonlyArray<{
      readonly id: string;
      readonly onbuyListing: {
        readonly inProgress: boolean;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"OnBuyStatusPanel_item">;
    }>;
    readonly message?: string;
  };
};
export type OnbuyActionMutationsDelistMutation = {
  response: OnbuyActionMutationsDelistMutation$data;
  variables: OnbuyActionMutationsDelistMutation$variables;
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
    "name": "OnbuyActionMutationsDelistMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "delistFromOnbuy",
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
                    "name": "onbuyListing",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OnBuyStatusPanel_item"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DelistFromOnbuySuccess",
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
    "name": "OnbuyActionMutationsDelistMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "delistFromOnbuy",
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
                    "name": "onbuyListing",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v5/*:: as any*/),
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
                        "name": "sku",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DelistFromOnbuySuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "264a963e4230b45b94ca43cc07f442ba",
    "id": null,
    "metadata": {},
    "name": "OnbuyActionMutationsDelistMutation",
    "operationKind": "mutation",
    "text": "mutation OnbuyActionMutationsDelistMutation(\n  $userId: String!\n  $input: DelistFromOnbuyInput!\n) {\n  delistFromOnbuy(userId: $userId, input: $input) {\n    __typename\n    ... on DelistFromOnbuySuccess {\n      count\n      items {\n        id\n        onbuyListing {\n          inProgress\n          id\n        }\n        ...OnBuyStatusPanel_item\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n\nfragment OnBuyStatusPanel_item on InventoryItem {\n  id\n  sellerSku\n  onbuyProductCode\n  onbuyProductUrl\n  onbuyListing {\n    id\n    status\n    statusAt\n    sku\n    errored\n    lastError\n  }\n}\n"
  }
};
})();

(node as any).hash = "f81f61ca28f939c732d9dd8747d5a3a0";

export default node;
