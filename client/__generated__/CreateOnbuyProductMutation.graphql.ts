/**
 * @generated SignedSource<<aea7f9ea87496449f4a1b25c5c7b64e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnbuySettingsTab = "CHOOSE" | "CREATE" | "%future added value";
export type CreateOnbuyProductInput = {
  brandId?: number | null | undefined;
  brandName?: string | null | undefined;
  categoryId?: number | null | undefined;
  conditionCode?: string | null | undefined;
  itemId: string;
};
export type CreateOnbuyProductMutation$variables = {
  input: CreateOnbuyProductInput;
  userId: string;
};
export type CreateOnbuyProductMutation$data = {
  readonly createOnbuyProduct: {
    readonly __typename: string;
    readonly code?: string;
    readonly item?: {
      readonly id: string;
      readonly onbuySettingsTab: OnbuySettingsTab;
      readonly " $fragmentSpreads": FragmentRefs<"OnBuyCreateNew_item">;
    };
    readonly message?: string;
  };
};
export type CreateOnbuyProductMutation = {
  response: CreateOnbuyProductMutation$data;
  variables: CreateOnbuyProductMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onbuySettingsTab",
  "storageKey": null
},
v6 = {
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
    "name": "CreateOnbuyProductMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createOnbuyProduct",
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
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OnBuyCreateNew_item"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateOnbuyProductSuccess",
            "abstractKey": null
          },
          (v6/*:: as any*/)
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
    "name": "CreateOnbuyProductMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createOnbuyProduct",
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
                  (v5/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateOnbuyProductSuccess",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "edfac8fadcafd27a13298debb8cfbe5c",
    "id": null,
    "metadata": {},
    "name": "CreateOnbuyProductMutation",
    "operationKind": "mutation",
    "text": "mutation CreateOnbuyProductMutation(\n  $userId: String!\n  $input: CreateOnbuyProductInput!\n) {\n  createOnbuyProduct(userId: $userId, input: $input) {\n    __typename\n    ... on CreateOnbuyProductSuccess {\n      item {\n        id\n        onbuySettingsTab\n        ...OnBuyCreateNew_item\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n\nfragment OnBuyCreateNew_item on InventoryItem {\n  id\n  onbuySettingsTab\n  itemId\n  onbuyChoice {\n    categoryId\n    categoryName\n    brandId\n    brandName\n    conditionCode\n  }\n  onbuyProductCreation {\n    id\n    status\n    queueId\n    opc\n    errorMessage\n  }\n}\n"
  }
};
})();

(node as any).hash = "b9f81a6956c98045486627835d57cd11";

export default node;
