/**
 * @generated SignedSource<<8f310613b9d9f751bede65a1565de20b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CompleteTwoFactorMutation$variables = {
  code: string;
  userId: string;
};
export type CompleteTwoFactorMutation$data = {
  readonly completeTwoFactor: {
    readonly __typename: string;
    readonly code?: string;
    readonly jwt?: string;
    readonly message?: string;
    readonly type?: string;
    readonly userId?: string;
  };
};
export type CompleteTwoFactorMutation = {
  response: CompleteTwoFactorMutation$data;
  variables: CompleteTwoFactorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "code"
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
        "name": "code",
        "variableName": "code"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "completeTwoFactor",
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
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "jwt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
            "storageKey": null
          }
        ],
        "type": "Session",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
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
    "name": "CompleteTwoFactorMutation",
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
    "name": "CompleteTwoFactorMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "9b50b2b3c87c9c14265f351b40ec0709",
    "id": null,
    "metadata": {},
    "name": "CompleteTwoFactorMutation",
    "operationKind": "mutation",
    "text": "mutation CompleteTwoFactorMutation(\n  $userId: String!\n  $code: String!\n) {\n  completeTwoFactor(userId: $userId, code: $code) {\n    __typename\n    ... on Session {\n      type\n      jwt\n      userId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ea7e6c4377903566a3808886ab75b7f9";

export default node;
