/**
 * @generated SignedSource<<e11946416775bd9126658ab7f4aa9255>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EbayItemSpecificMode = "FREE_TEXT" | "SELECTION_ONLY" | "%future added value";
export type EbayLookupsSpecificsQuery$variables = {
  categoryId: string;
  userId: string;
};
export type EbayLookupsSpecificsQuery$data = {
  readonly ebayCategorySpecifics: {
    readonly __typename: string;
    readonly message?: string;
    readonly requiredSpecifics?: ReadonlyArray<{
      readonly dimension: string;
      readonly mode: EbayItemSpecificMode;
      readonly required: boolean;
      readonly values: ReadonlyArray<string>;
    }>;
  };
};
export type EbayLookupsSpecificsQuery = {
  response: EbayLookupsSpecificsQuery$data;
  variables: EbayLookupsSpecificsQuery$variables;
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
    "name": "ebayCategorySpecifics",
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
            "concreteType": "EbayItemSpecificRule",
            "kind": "LinkedField",
            "name": "requiredSpecifics",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dimension",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "values",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "required",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "EbayCategorySpecifics",
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
    "name": "EbayLookupsSpecificsQuery",
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
    "name": "EbayLookupsSpecificsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "356a554f6d64abf1341605aa8d509452",
    "id": null,
    "metadata": {},
    "name": "EbayLookupsSpecificsQuery",
    "operationKind": "query",
    "text": "query EbayLookupsSpecificsQuery(\n  $userId: String!\n  $categoryId: String!\n) {\n  ebayCategorySpecifics(userId: $userId, categoryId: $categoryId) {\n    __typename\n    ... on EbayCategorySpecifics {\n      requiredSpecifics {\n        dimension\n        values\n        mode\n        required\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e98984e12d7f41c4a2a0a2b2cf23cfb";

export default node;
