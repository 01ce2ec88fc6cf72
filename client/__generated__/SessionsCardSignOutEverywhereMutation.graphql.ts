/**
 * @generated SignedSource<<7abb513bffe941e7ce9443440f159f21>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SessionsCardSignOutEverywhereMutation$variables = Record<PropertyKey, never>;
export type SessionsCardSignOutEverywhereMutation$data = {
  readonly signOut: boolean;
};
export type SessionsCardSignOutEverywhereMutation = {
  response: SessionsCardSignOutEverywhereMutation$data;
  variables: SessionsCardSignOutEverywhereMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "everywhere",
        "value": true
      }
    ],
    "kind": "ScalarField",
    "name": "signOut",
    "storageKey": "signOut(everywhere:true)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionsCardSignOutEverywhereMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionsCardSignOutEverywhereMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f8374296aa2e7557037af86b684f371a",
    "id": null,
    "metadata": {},
    "name": "SessionsCardSignOutEverywhereMutation",
    "operationKind": "mutation",
    "text": "mutation SessionsCardSignOutEverywhereMutation {\n  signOut(everywhere: true)\n}\n"
  }
};
})();

(node as any).hash = "725d6135d7a8ea99734ccde177a40093";

export default node;
