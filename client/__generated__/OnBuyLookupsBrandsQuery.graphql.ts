/**
 * @generated SignedSource<<d2eec515cdbb472758c7c4f69322b061>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OnBuyLookupsBrandsQuery$variables = {
  query: string;
  userId: string;
};
export type OnBuyLookupsBrandsQuery$data = {
  readonly onbuyBrands: {
    readonly __typename: string;
    readonly brands?: ReadonlyArray<{
      readonly brandId: number;
      readonly name: string;
    }>;
    readonly message?: string;
  };
};
export type OnBuyLookupsBrandsQuery = {
  response: OnBuyLookupsBrandsQuery$data;
  variables: OnBuyLookupsBrandsQuery$variables;
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
    "name": "onbuyBrands",
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
            "concreteType": "OnbuyBrand",
            "kind": "LinkedField",
            "name": "brands",
            "plural": true,
            "selections": [
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
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OnbuyBrandsResult",
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
    "name": "OnBuyLookupsBrandsQuery",
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
    "name": "OnBuyLookupsBrandsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0cf3fec16ee7cb7bb3171d52d3b6a47f",
    "id": null,
    "metadata": {},
    "name": "OnBuyLookupsBrandsQuery",
    "operationKind": "query",
    "text": "query OnBuyLookupsBrandsQuery(\n  $userId: String!\n  $query: String!\n) {\n  onbuyBrands(userId: $userId, query: $query) {\n    __typename\n    ... on OnbuyBrandsResult {\n      brands {\n        brandId\n        name\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d8772fe9bca3b491ef8e622de5e3705b";

export default node;
