/**
 * @generated SignedSource<<d427d01b5a6a7eb0b0775f04da231f77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "FULFILMENT" | "LISTER" | "OWNER" | "VIEWER" | "%future added value";
export type teamMutationsInviteMutation$variables = {
  email: string;
  role: TeamRole;
  userId: string;
};
export type teamMutationsInviteMutation$data = {
  readonly inviteTeamMember: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type teamMutationsInviteMutation = {
  response: teamMutationsInviteMutation$data;
  variables: teamMutationsInviteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
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
        "name": "email",
        "variableName": "email"
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
    "name": "inviteTeamMember",
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
    "name": "teamMutationsInviteMutation",
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
    "name": "teamMutationsInviteMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d52979b17b1f58e307c82b8adc86747b",
    "id": null,
    "metadata": {},
    "name": "teamMutationsInviteMutation",
    "operationKind": "mutation",
    "text": "mutation teamMutationsInviteMutation(\n  $userId: String!\n  $email: String!\n  $role: TeamRole!\n) {\n  inviteTeamMember(userId: $userId, email: $email, role: $role) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5496e58d2bbbc05caa2e927b5df1b3aa";

export default node;
