/**
 * @generated SignedSource<<8cf505d50c798da48541757a1b779692>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChooseOnbuyProductInput = {
  itemId: string;
  opc: string;
};
export type OnbuyActionMutationsChooseMutation$variables = {
  input: ChooseOnbuyProductInput;
  userId: string;
};
export type OnbuyActionMutationsChooseMutation$data = {
  readonly chooseOnbuyProduct: {
    readonly __typename: string;
    readonly code?: string;
    readonly item?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"OnBuyChooseExisting_item" | "OnBuyStatusPanel_item">;
    };
    readonly message?: string;
  };
};
export type OnbuyActionMutationsChooseMutation = {
  response: OnbuyActionMutationsChooseMutation$data;
  variables: OnbuyActionMutationsChooseMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v5 = {
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
    "name": "OnbuyActionMutationsChooseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "chooseOnbuyProduct",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "InventoryItem",
                "kind": "LinkedField",
                "name": "item",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OnBuyStatusPanel_item"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OnBuyChooseExisting_item"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChooseOnbuyProductSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "OnbuyActionMutationsChooseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "chooseOnbuyProduct",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "InventoryItem",
                "kind": "LinkedField",
                "name": "item",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                    "concreteType": "Listing",
                    "kind": "LinkedField",
                    "name": "onbuyListing",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChooseOnbuyProductSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "eda0f5f19a7dc3241d6a122c0e0728a0",
    "id": null,
    "metadata": {},
    "name": "OnbuyActionMutationsChooseMutation",
    "operationKind": "mutation",
    "text": "mutation OnbuyActionMutationsChooseMutation(\n  $userId: String!\n  $input: ChooseOnbuyProductInput!\n) {\n  chooseOnbuyProduct(userId: $userId, input: $input) {\n    __typename\n    ... on ChooseOnbuyProductSuccess {\n      item {\n        id\n        ...OnBuyStatusPanel_item\n        ...OnBuyChooseExisting_item\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n\nfragment OnBuyChooseExisting_item on InventoryItem {\n  id\n  onbuyProductCode\n  onbuyProductUrl\n}\n\nfragment OnBuyStatusPanel_item on InventoryItem {\n  id\n  sellerSku\n  onbuyProductCode\n  onbuyProductUrl\n  onbuyListing {\n    id\n    status\n    statusAt\n    sku\n    errored\n    lastError\n  }\n}\n"
  }
};
})();

(node as any).hash = "4832507dedbee7b70c75103be9a0bfcb";

export default node;
