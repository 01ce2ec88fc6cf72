/**
 * @generated SignedSource<<6879c8a07388dd5a707b9a8a8fd4e38d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignOutMutation$variables = Record<PropertyKey, never>;
export type SignOutMutation$data = {
  readonly signOut: boolean;
};
export type SignOutMutation = {
  response: SignOutMutation$data;
  variables: SignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "signOut",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "28a4787cc00fa17698c022301b315ba6",
    "id": null,
    "metadata": {},
    "name": "SignOutMutation",
    "operationKind": "mutation",
    "text": "mutation SignOutMutation {\n  signOut\n}\n"
  }
};
})();

(node as any).hash = "ab3f264bd240c56aa9e20d9d9c725e1f";

export default node;
