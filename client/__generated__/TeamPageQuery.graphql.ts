/**
 * @generated SignedSource<<8fb63d8852c95b870bde3f9b541b85e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "FULFILMENT" | "LISTER" | "OWNER" | "VIEWER" | "%future added value";
export type TeamPageQuery$variables = {
  userId: string;
};
export type TeamPageQuery$data = {
  readonly team: {
    readonly accountId: string;
    readonly members: ReadonlyArray<{
      readonly channels: ReadonlyArray<string> | null | undefined;
      readonly email: string;
      readonly joinedAt: any;
      readonly role: TeamRole;
      readonly twoFactorEnabled: boolean;
      readonly userId: string;
    }>;
    readonly requireTwoFactor: boolean;
  };
  readonly teamAccess: {
    readonly permissions: ReadonlyArray<string>;
    readonly role: TeamRole;
  };
};
export type TeamPageQuery = {
  response: TeamPageQuery$data;
  variables: TeamPageQuery$variables;
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
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": (v1/*:: as any*/),
    "concreteType": "Team",
    "kind": "LinkedField",
    "name": "team",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requireTwoFactor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TeamMember",
        "kind": "LinkedField",
        "name": "members",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "twoFactorEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "joinedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "channels",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v1/*:: as any*/),
    "concreteType": "TeamAccess",
    "kind": "LinkedField",
    "name": "teamAccess",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "permissions",
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
    "name": "TeamPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TeamPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "508371e86bfd128538fec0189ee38949",
    "id": null,
    "metadata": {},
    "name": "TeamPageQuery",
    "operationKind": "query",
    "text": "query TeamPageQuery(\n  $userId: String!\n) {\n  team(userId: $userId) {\n    accountId\n    requireTwoFactor\n    members {\n      userId\n      email\n      role\n      twoFactorEnabled\n      joinedAt\n      channels\n    }\n  }\n  teamAccess(userId: $userId) {\n    role\n    permissions\n  }\n}\n"
  }
};
})();

(node as any).hash = "62d8b3f5208908642e45ea10531f497e";

export default node;
