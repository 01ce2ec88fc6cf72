/**
 * @generated SignedSource<<dbbcf862b00b8faa711ab74f63f39bef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OnBuyLookupsConditionsQuery$variables = {
  categoryId?: number | null | undefined;
  chosen?: string | null | undefined;
  userId: string;
};
export type OnBuyLookupsConditionsQuery$data = {
  readonly onbuyConditions: {
    readonly __typename: string;
    readonly condition?: string | null | undefined;
    readonly conditions?: ReadonlyArray<{
      readonly conditionId: string;
      readonly name: string;
    }>;
    readonly message?: string;
  };
};
export type OnBuyLookupsConditionsQuery = {
  response: OnBuyLookupsConditionsQuery$data;
  variables: OnBuyLookupsConditionsQuery$variables;
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
  "name": "chosen"
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
        "name": "categoryId",
        "variableName": "categoryId"
      },
      {
        "kind": "Variable",
        "name": "chosen",
        "variableName": "chosen"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "onbuyConditions",
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
            "name": "condition",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OnbuyCondition",
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
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OnbuyConditionsResult",
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
    "name": "OnBuyLookupsConditionsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OnBuyLookupsConditionsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "eccb6295a7a33b8bf070aaa82e38bb4d",
    "id": null,
    "metadata": {},
    "name": "OnBuyLookupsConditionsQuery",
    "operationKind": "query",
    "text": "query OnBuyLookupsConditionsQuery(\n  $userId: String!\n  $categoryId: Int\n  $chosen: String\n) {\n  onbuyConditions(userId: $userId, categoryId: $categoryId, chosen: $chosen) {\n    __typename\n    ... on OnbuyConditionsResult {\n      condition\n      conditions {\n        conditionId\n        name\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b2b037d06732b5ce269c587bfa8691c";

export default node;
