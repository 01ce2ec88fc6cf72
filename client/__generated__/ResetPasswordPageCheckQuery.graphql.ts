/**
 * @generated SignedSource<<3ed3b8f32bcb08731d56b3440b71a8f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordPageCheckQuery$variables = {
  email: string;
  token: string;
};
export type ResetPasswordPageCheckQuery$data = {
  readonly resetTokenValid: boolean;
};
export type ResetPasswordPageCheckQuery = {
  response: ResetPasswordPageCheckQuery$data;
  variables: ResetPasswordPageCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "kind": "ScalarField",
    "name": "resetTokenValid",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordPageCheckQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordPageCheckQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "955c84377f6d143403d5dc2cbf832ee1",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordPageCheckQuery",
    "operationKind": "query",
    "text": "query ResetPasswordPageCheckQuery(\n  $email: String!\n  $token: String!\n) {\n  resetTokenValid(email: $email, token: $token)\n}\n"
  }
};
})();

(node as any).hash = "39ea5b6873f54ebecb4ec43614f86d0f";

export default node;
