/**
 * @generated SignedSource<<dfb1f05ff926f214cf168569d7f5416c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccessTokenScope = "INVENTORY_READ" | "LISTINGS_READ" | "LISTINGS_WRITE" | "SALES_READ" | "SETTINGS_WRITE" | "%future added value";
export type CreateAccessTokenInput = {
  expiresAt?: any | null | undefined;
  name: string;
  scopes: ReadonlyArray<AccessTokenScope>;
};
export type apiMutationsCreateTokenMutation$variables = {
  input: CreateAccessTokenInput;
  userId?: string | null | undefined;
};
export type apiMutationsCreateTokenMutation$data = {
  readonly createAccessToken: {
    readonly __typename: string;
    readonly message?: string;
    readonly token?: string;
  };
};
export type apiMutationsCreateTokenMutation = {
  response: apiMutationsCreateTokenMutation$data;
  variables: apiMutationsCreateTokenMutation$variables;
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
    "name": "createAccessToken",
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
            "name": "token",
            "storageKey": null
          }
        ],
        "type": "AccessTokenCreated",
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
    "name": "apiMutationsCreateTokenMutation",
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
    "name": "apiMutationsCreateTokenMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a7e20cd5dc41c0dc4c896c2b65afc5e9",
    "id": null,
    "metadata": {},
    "name": "apiMutationsCreateTokenMutation",
    "operationKind": "mutation",
    "text": "mutation apiMutationsCreateTokenMutation(\n  $userId: String\n  $input: CreateAccessTokenInput!\n) {\n  createAccessToken(userId: $userId, input: $input) {\n    __typename\n    ... on AccessTokenCreated {\n      token\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c7e665dcd3660c62df7f60412f51e48";

export default node;
