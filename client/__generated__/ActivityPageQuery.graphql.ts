/**
 * @generated SignedSource<<0147204ff40410ce316a344c10628c9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ActivityPageQuery$variables = {
  from?: string | null | undefined;
  kind?: string | null | undefined;
  memberId?: string | null | undefined;
  page?: number | null | undefined;
  to?: string | null | undefined;
  userId: string;
};
export type ActivityPageQuery$data = {
  readonly activity: {
    readonly entries: ReadonlyArray<{
      readonly actorEmail: string | null | undefined;
      readonly createdAt: any;
      readonly id: string;
      readonly ip: string | null | undefined;
      readonly itemIds: ReadonlyArray<string>;
      readonly kind: string;
      readonly outcome: string;
      readonly tokenName: string | null | undefined;
      readonly via: string;
      readonly what: string;
    }>;
    readonly kinds: ReadonlyArray<string>;
    readonly page: number;
    readonly pageSize: number;
    readonly total: number;
  };
  readonly team: {
    readonly members: ReadonlyArray<{
      readonly email: string;
      readonly userId: string;
    }>;
  };
};
export type ActivityPageQuery = {
  response: ActivityPageQuery$data;
  variables: ActivityPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "memberId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v6 = {
  "kind": "Variable",
  "name": "userId",
  "variableName": "userId"
},
v7 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      },
      {
        "kind": "Variable",
        "name": "memberId",
        "variableName": "memberId"
      },
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      },
      (v6/*:: as any*/)
    ],
    "concreteType": "ActivityPage",
    "kind": "LinkedField",
    "name": "activity",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "page",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pageSize",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kinds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ActivityEntry",
        "kind": "LinkedField",
        "name": "entries",
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
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actorEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "via",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tokenName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "what",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ip",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "outcome",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemIds",
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
    "args": [
      (v6/*:: as any*/)
    ],
    "concreteType": "Team",
    "kind": "LinkedField",
    "name": "team",
    "plural": false,
    "selections": [
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ActivityPageQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ActivityPageQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "e9d4db66597caddb901f22d263d85cdb",
    "id": null,
    "metadata": {},
    "name": "ActivityPageQuery",
    "operationKind": "query",
    "text": "query ActivityPageQuery(\n  $userId: String!\n  $memberId: String\n  $kind: String\n  $from: String\n  $to: String\n  $page: Int\n) {\n  activity(userId: $userId, memberId: $memberId, kind: $kind, from: $from, to: $to, page: $page) {\n    total\n    page\n    pageSize\n    kinds\n    entries {\n      id\n      createdAt\n      actorEmail\n      via\n      tokenName\n      kind\n      what\n      ip\n      outcome\n      itemIds\n    }\n  }\n  team(userId: $userId) {\n    members {\n      userId\n      email\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d6a0a4d11c43e71c45f80692c5d556cd";

export default node;
