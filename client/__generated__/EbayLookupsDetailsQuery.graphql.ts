/**
 * @generated SignedSource<<4690d5f826fc34b40fded58088ad7087>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EbayLookupsDetailsQuery$variables = {
  categoryId: string;
  userId: string;
};
export type EbayLookupsDetailsQuery$data = {
  readonly ebayCategoryDetails: {
    readonly __typename: string;
    readonly category?: {
      readonly categoryId: string;
      readonly categoryName: string;
      readonly fullCategoryText: string;
    };
    readonly conditions?: ReadonlyArray<{
      readonly conditionId: string;
      readonly displayName: string;
    }>;
    readonly message?: string;
  };
};
export type EbayLookupsDetailsQuery = {
  response: EbayLookupsDetailsQuery$data;
  variables: EbayLookupsDetailsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "categoryId"
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
        "name": "categoryId",
        "variableName": "categoryId"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "ebayCategoryDetails",
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
            "concreteType": "EbayCategory",
            "kind": "LinkedField",
            "name": "category",
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
                "name": "fullCategoryText",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EbayCondition",
            "kind": "LinkedField",
            "name": "conditions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "conditionId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "EbayCategoryDetails",
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
    "name": "EbayLookupsDetailsQuery",
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
    "name": "EbayLookupsDetailsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "de10cebd2a2905da0f8f0ec25dacc0f9",
    "id": null,
    "metadata": {},
    "name": "EbayLookupsDetailsQuery",
    "operationKind": "query",
    "text": "query EbayLookupsDetailsQuery(\n  $userId: String!\n  $categoryId: String!\n) {\n  ebayCategoryDetails(userId: $userId, categoryId: $categoryId) {\n    __typename\n    ... on EbayCategoryDetails {\n      category {\n        categoryId\n        categoryName\n        fullCategoryText\n      }\n      conditions {\n        conditionId\n        displayName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "160d5925049293daed0765db33f4b46c";

export default node;
