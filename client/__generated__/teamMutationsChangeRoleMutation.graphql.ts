/**
 * @generated SignedSource<<b74b328e4b876d28498d7df20c880fe5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "FULFILMENT" | "LISTER" | "OWNER" | "VIEWER" | "%future added value";
export type teamMutationsChangeRoleMutation$variables = {
  memberId: string;
  role: TeamRole;
  userId: string;
};
export type teamMutationsChangeRoleMutation$data = {
  readonly changeTeamMemberRole: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type teamMutationsChangeRoleMutation = {
  response: teamMutationsChangeRoleMutation$data;
  variables: teamMutationsChangeRoleMutation$variables;
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
  "name": "role"
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
        "name": "memberId",
        "variableName": "memberId"
      },
      {
        "kind": "Variable",
        "name": "role",
        "variableName": "role"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "changeTeamMemberRole",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "teamMutationsChangeRoleMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "teamMutationsChangeRoleMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "8a09436e5e9a15390540d15f384e9298",
    "id": null,
    "metadata": {},
    "name": "teamMutationsChangeRoleMutation",
    "operationKind": "mutation",
    "text": "mutation teamMutationsChangeRoleMutation(\n  $userId: String!\n  $memberId: String!\n  $role: TeamRole!\n) {\n  changeTeamMemberRole(userId: $userId, memberId: $memberId, role: $role) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4c74363da9bb231c51006d80d0b3dbd0";

export default node;
