/**
 * @generated SignedSource<<5f7b77c2e7dea4d33fbc413f0f696a53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OnbuyProductSearchField = "NAME" | "OPC" | "PRODUCT_CODE" | "%future added value";
export type OnBuyProductSearchQuery$variables = {
  itemId?: string | null | undefined;
  query?: string | null | undefined;
  userId: string;
};
export type OnBuyProductSearchQuery$data = {
  readonly onbuyProducts: {
    readonly __typename: string;
    readonly field?: OnbuyProductSearchField | null | undefined;
    readonly message?: string;
    readonly products?: ReadonlyArray<{
      readonly brandName: string | null | undefined;
      readonly name: string;
      readonly opc: string;
      readonly productCodes: ReadonlyArray<string>;
      readonly thumbnailSrc: string | null | undefined;
      readonly thumbnailUrl: string | null | undefined;
      readonly url: string | null | undefined;
    }>;
    readonly query?: string | null | undefined;
  };
};
export type OnBuyProductSearchQuery = {
  response: OnBuyProductSearchQuery$data;
  variables: OnBuyProductSearchQuery$variables;
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
  "name": "query"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
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
    "name": "onbuyProducts",
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
            "kind": "ScalarField",
            "name": "query",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OnbuyProduct",
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumbnailUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumbnailSrc",
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
                "name": "productCodes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "brandName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OnbuyProductsResult",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OnBuyProductSearchQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OnBuyProductSearchQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "1f9b0a7f59a32e861f4290a90d8efca7",
    "id": null,
    "metadata": {},
    "name": "OnBuyProductSearchQuery",
    "operationKind": "query",
    "text": "query OnBuyProductSearchQuery(\n  $userId: String!\n  $query: String\n  $itemId: ID\n) {\n  onbuyProducts(userId: $userId, query: $query, itemId: $itemId) {\n    __typename\n    ... on OnbuyProductsResult {\n      query\n      field\n      products {\n        opc\n        name\n        thumbnailUrl\n        thumbnailSrc\n        url\n        productCodes\n        brandName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7ff9eaab644d66d34712f503202010f0";

export default node;
