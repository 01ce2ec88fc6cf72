/**
 * @generated SignedSource<<b85a53a2154eaadca98ca53bf99e5dda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecommendItemSpecificsMutation$variables = {
  categoryId: string;
  itemId: string;
};
export type RecommendItemSpecificsMutation$data = {
  readonly recommendItemSpecifics: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly specifics?: ReadonlyArray<{
      readonly dimension: string;
      readonly value: string;
    }>;
    readonly user?: {
      readonly aiCreditBalance: number;
      readonly id: string;
    };
  };
};
export type RecommendItemSpecificsMutation = {
  response: RecommendItemSpecificsMutation$data;
  variables: RecommendItemSpecificsMutation$variables;
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
  "name": "itemId"
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
        "name": "itemId",
        "variableName": "itemId"
      },
      {
        "kind": "Literal",
        "name": "userId",
        "value": "-"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "recommendItemSpecifics",
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
            "concreteType": "RecommendedItemSpecific",
            "kind": "LinkedField",
            "name": "specifics",
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
                "name": "value",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aiCreditBalance",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RecommendItemSpecificsSuccess",
        "abstractKey": null
      },
      {
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
    "name": "RecommendItemSpecificsMutation",
    "selections": (v2/*:: as any*/),
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
    "name": "RecommendItemSpecificsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "072c007a8ce537329c1116cde1e25603",
    "id": null,
    "metadata": {},
    "name": "RecommendItemSpecificsMutation",
    "operationKind": "mutation",
    "text": "mutation RecommendItemSpecificsMutation(\n  $itemId: ID!\n  $categoryId: String!\n) {\n  recommendItemSpecifics(userId: \"-\", itemId: $itemId, categoryId: $categoryId) {\n    __typename\n    ... on RecommendItemSpecificsSuccess {\n      specifics {\n        dimension\n        value\n      }\n      user {\n        id\n        aiCreditBalance\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "456a6b447951d56a00c19dae1b499a75";

export default node;
