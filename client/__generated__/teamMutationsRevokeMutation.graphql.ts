/**
 * @generated SignedSource<<83637f3e8538f76b85c1cbe0f2096676>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type teamMutationsRevokeMutation$variables = {
  id: string;
  userId: string;
};
export type teamMutationsRevokeMutation$data = {
  readonly revokeTeamInvitation: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type teamMutationsRevokeMutation = {
  response: teamMutationsRevokeMutation$data;
  variables: teamMutationsRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeTeamInvitation",
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
    "name": "teamMutationsRevokeMutation",
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
    "name": "teamMutationsRevokeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "9339695885dc648b953c2ded7274a234",
    "id": null,
    "metadata": {},
    "name": "teamMutationsRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation teamMutationsRevokeMutation(\n  $userId: String!\n  $id: String!\n) {\n  revokeTeamInvitation(userId: $userId, id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b40a82e40b149616db7304880f4ab246";

export default node;
