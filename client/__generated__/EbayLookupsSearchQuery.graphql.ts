/**
 * @generated SignedSource<<ed56414df09229fe8ad25795a9250790>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EbayLookupsSearchQuery$variables = {
  query: string;
  userId: string;
};
export type EbayLookupsSearchQuery$data = {
  readonly ebayCategorySearch: {
    readonly __typename: string;
    readonly categories?: ReadonlyArray<{
      readonly categoryId: string;
      readonly categoryName: string;
      readonly fullCategoryText: string;
    }>;
    readonly message?: string;
  };
};
export type EbayLookupsSearchQuery = {
  response: EbayLookupsSearchQuery$data;
  variables: EbayLookupsSearchQuery$variables;
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
    "name": "ebayCategorySearch",
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
          }
        ],
        "type": "EbayCategoriesResult",
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
    "name": "EbayLookupsSearchQuery",
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
    "name": "EbayLookupsSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "26d85ba3a1d0803d4d8fb966845009e7",
    "id": null,
    "metadata": {},
    "name": "EbayLookupsSearchQuery",
    "operationKind": "query",
    "text": "query EbayLookupsSearchQuery(\n  $userId: String!\n  $query: String!\n) {\n  ebayCategorySearch(userId: $userId, query: $query) {\n    __typename\n    ... on EbayCategoriesResult {\n      categories {\n        categoryId\n        categoryName\n        fullCategoryText\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c1e37a3e0338ea5c9ecceb8ea9cebf8a";

export default node;
