/**
 * @generated SignedSource<<eb274986ed5a1a3dc232dd477818eef3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetEbayCategoryDefaultInput = {
  aspectName: string;
  categoryId: string;
  values: ReadonlyArray<string>;
};
export type SetEbayCategoryDefaultMutation$variables = {
  input: SetEbayCategoryDefaultInput;
  userId: string;
};
export type SetEbayCategoryDefaultMutation$data = {
  readonly setEbayCategoryDefault: {
    readonly __typename: string;
    readonly categoryDefault?: {
      readonly aspectName: string;
      readonly values: ReadonlyArray<string>;
    };
    readonly message?: string;
    readonly relisted?: number;
  };
};
export type SetEbayCategoryDefaultMutation = {
  response: SetEbayCategoryDefaultMutation$data;
  variables: SetEbayCategoryDefaultMutation$variables;
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
    "alias": null,
    "args": [
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setEbayCategoryDefault",
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
            "name": "relisted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EbayCategoryDefault",
            "kind": "LinkedField",
            "name": "categoryDefault",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aspectName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "values",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetEbayCategoryDefaultSuccess",
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
    "name": "SetEbayCategoryDefaultMutation",
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
    "name": "SetEbayCategoryDefaultMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "2b4ea3cfa7627edda3c4f0818ea9f7ac",
    "id": null,
    "metadata": {},
    "name": "SetEbayCategoryDefaultMutation",
    "operationKind": "mutation",
    "text": "mutation SetEbayCategoryDefaultMutation(\n  $userId: String!\n  $input: SetEbayCategoryDefaultInput!\n) {\n  setEbayCategoryDefault(userId: $userId, input: $input) {\n    __typename\n    ... on SetEbayCategoryDefaultSuccess {\n      relisted\n      categoryDefault {\n        aspectName\n        values\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ec273755c2d5d755036fd681231b06a";

export default node;
