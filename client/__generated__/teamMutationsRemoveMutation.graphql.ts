/**
 * @generated SignedSource<<cd8affffd0da15cafae91666db15d11e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type teamMutationsRemoveMutation$variables = {
  memberId: string;
  userId: string;
};
export type teamMutationsRemoveMutation$data = {
  readonly removeTeamMember: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type teamMutationsRemoveMutation = {
  response: teamMutationsRemoveMutation$data;
  variables: teamMutationsRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "memberId"
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
        "name": "memberId",
        "variableName": "memberId"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "removeTeamMember",
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
    "name": "teamMutationsRemoveMutation",
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
    "name": "teamMutationsRemoveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c6f188470640fbdc5dc036171ec71cab",
    "id": null,
    "metadata": {},
    "name": "teamMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation teamMutationsRemoveMutation(\n  $userId: String!\n  $memberId: String!\n) {\n  removeTeamMember(userId: $userId, memberId: $memberId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "db09e50b37f850e59519b87719ef9785";

export default node;
