/**
 * @generated SignedSource<<dc2bf40b418c447ac7ccbb844d39a240>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "FULFILMENT" | "LISTER" | "OWNER" | "VIEWER" | "%future added value";
export type TeamPageInvitationsQuery$variables = {
  userId: string;
};
export type TeamPageInvitationsQuery$data = {
  readonly team: {
    readonly invitations: ReadonlyArray<{
      readonly email: string;
      readonly expiresAt: any;
      readonly id: string;
      readonly role: TeamRole;
    }>;
  };
};
export type TeamPageInvitationsQuery = {
  response: TeamPageInvitationsQuery$data;
  variables: TeamPageInvitationsQuery$variables;
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
    "concreteType": "Team",
    "kind": "LinkedField",
    "name": "team",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TeamInvitation",
        "kind": "LinkedField",
        "name": "invitations",
        "plural": true,
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          }
        ],
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
    "name": "TeamPageInvitationsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TeamPageInvitationsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "45902e2e8b49daad2e317f448ee0c1c7",
    "id": null,
    "metadata": {},
    "name": "TeamPageInvitationsQuery",
    "operationKind": "query",
    "text": "query TeamPageInvitationsQuery(\n  $userId: String!\n) {\n  team(userId: $userId) {\n    invitations {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0040884308ae9ce7bc4c17e5e88c62bc";

export default node;
