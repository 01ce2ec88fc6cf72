/**
 * @generated SignedSource<<ad3829eac36f1a2148e9fde1882e0995>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AcceptTermsMutation$variables = {
  userId: string;
};
export type AcceptTermsMutation$data = {
  readonly acceptTerms: {
    readonly id: string;
    readonly tosAcceptedAt: any | null | undefined;
  };
};
export type AcceptTermsMutation = {
  response: AcceptTermsMutation$data;
  variables: AcceptTermsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "acceptTerms",
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
        "name": "tosAcceptedAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AcceptTermsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AcceptTermsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d3ff5c63c01be81137719bd198bb2f0d",
    "id": null,
    "metadata": {},
    "name": "AcceptTermsMutation",
    "operationKind": "mutation",
    "text": "mutation AcceptTermsMutation(\n  $userId: String!\n) {\n  acceptTerms(userId: $userId) {\n    id\n    tosAcceptedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "11e44e3aae2df5fe94598d6cbdda22aa";

export default node;
