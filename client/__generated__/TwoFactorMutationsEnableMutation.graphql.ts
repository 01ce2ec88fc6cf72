/**
 * @generated SignedSource<<d5dd36c7d123ac4eaea80e337418f00e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TwoFactorMutationsEnableMutation$variables = {
  code: string;
  secret: string;
  userId: string;
};
export type TwoFactorMutationsEnableMutation$data = {
  readonly enableTwoFactor: {
    readonly __typename: string;
    readonly jwt?: string;
    readonly message?: string;
    readonly recoveryCodes?: ReadonlyArray<string>;
  };
};
export type TwoFactorMutationsEnableMutation = {
  response: TwoFactorMutationsEnableMutation$data;
  variables: TwoFactorMutationsEnableMutation$variables;
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
  "name": "secret"
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
        "name": "code",
        "variableName": "code"
      },
      {
        "kind": "Variable",
        "name": "secret",
        "variableName": "secret"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "enableTwoFactor",
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
            "name": "jwt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recoveryCodes",
            "storageKey": null
          }
        ],
        "type": "TwoFactorEnabled",
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
    "name": "TwoFactorMutationsEnableMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
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
    "name": "TwoFactorMutationsEnableMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "18c7dd5b27803d96636903df6533cf07",
    "id": null,
    "metadata": {},
    "name": "TwoFactorMutationsEnableMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorMutationsEnableMutation(\n  $userId: String!\n  $secret: String!\n  $code: String!\n) {\n  enableTwoFactor(userId: $userId, secret: $secret, code: $code) {\n    __typename\n    ... on TwoFactorEnabled {\n      jwt\n      recoveryCodes\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "244188c559368d210ae4a68661945d55";

export default node;
