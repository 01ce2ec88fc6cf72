/**
 * @generated SignedSource<<e52f059939f4a6b50065c5ee5ee8cbba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EbayLookupsSuggestQuery$variables = {
  itemId: string;
  userId: string;
};
export type EbayLookupsSuggestQuery$data = {
  readonly ebayCategorySuggestions: {
    readonly __typename: string;
    readonly categories?: ReadonlyArray<{
      readonly categoryId: string;
      readonly categoryName: string;
      readonly fullCategoryText: string;
    }>;
    readonly message?: string;
  };
};
export type EbayLookupsSuggestQuery = {
  response: EbayLookupsSuggestQuery$data;
  variables: EbayLookupsSuggestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "itemId"
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
        "name": "itemId",
        "variableName": "itemId"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "ebayCategorySuggestions",
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
    "name": "EbayLookupsSuggestQuery",
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
    "name": "EbayLookupsSuggestQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0d84c57eb5633436c563ab54f36cd04f",
    "id": null,
    "metadata": {},
    "name": "EbayLookupsSuggestQuery",
    "operationKind": "query",
    "text": "query EbayLookupsSuggestQuery(\n  $userId: String!\n  $itemId: ID!\n) {\n  ebayCategorySuggestions(userId: $userId, itemId: $itemId) {\n    __typename\n    ... on EbayCategoriesResult {\n      categories {\n        categoryId\n        categoryName\n        fullCategoryText\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "618a65c21e4e4e28b1566ba790a19f84";

export default node;
