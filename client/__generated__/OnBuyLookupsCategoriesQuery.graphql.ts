/**
 * @generated SignedSource<<8ac5a85bdaf1fb97fc43165797736315>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OnBuyLookupsCategoriesQuery$variables = {
  query: string;
  userId: string;
};
export type OnBuyLookupsCategoriesQuery$data = {
  readonly onbuyCategories: {
    readonly __typename: string;
    readonly categories?: ReadonlyArray<{
      readonly canListIn: boolean;
      readonly categoryId: number;
      readonly categoryTree: string;
      readonly name: string;
    }>;
    readonly message?: string;
  };
};
export type OnBuyLookupsCategoriesQuery = {
  response: OnBuyLookupsCategoriesQuery$data;
  variables: OnBuyLookupsCategoriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "onbuyCategories",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OnbuyCategory",
            "kind": "LinkedField",
            "name": "categories",
            "plural": true,
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "categoryTree",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canListIn",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OnbuyCategoriesResult",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OnBuyLookupsCategoriesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OnBuyLookupsCategoriesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "1dd1f0f517aeb5e0beafc9d9889b15d6",
    "id": null,
    "metadata": {},
    "name": "OnBuyLookupsCategoriesQuery",
    "operationKind": "query",
    "text": "query OnBuyLookupsCategoriesQuery(\n  $userId: String!\n  $query: String!\n) {\n  onbuyCategories(userId: $userId, query: $query) {\n    __typename\n    ... on OnbuyCategoriesResult {\n      categories {\n        categoryId\n        name\n        categoryTree\n        canListIn\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "167fbc28613699039c69b8dcbf2f806a";

export default node;
