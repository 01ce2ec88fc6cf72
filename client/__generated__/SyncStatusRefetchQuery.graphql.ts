/**
 * @generated SignedSource<<957f91c0bad2df2142ed71a28d468a0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SyncStatusRefetchQuery$variables = {
  userId: string;
};
export type SyncStatusRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SyncStatus_query">;
};
export type SyncStatusRefetchQuery = {
  response: SyncStatusRefetchQuery$data;
  variables: SyncStatusRefetchQuery$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SyncStatusRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SyncStatus_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SyncStatusRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChannelSyncHealth",
        "kind": "LinkedField",
        "name": "syncHealth",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "channel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastSyncedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "waiting",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "failures",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastError",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Alert",
        "kind": "LinkedField",
        "name": "alerts",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "level",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "linkText",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0f6120a9a616dbddef2f0beab9085bf7",
    "id": null,
    "metadata": {},
    "name": "SyncStatusRefetchQuery",
    "operationKind": "query",
    "text": "query SyncStatusRefetchQuery(\n  $userId: String!\n) {\n  ...SyncStatus_query\n}\n\nfragment SyncStatus_query on Query {\n  syncHealth(userId: $userId) {\n    channel\n    lastSyncedAt\n    waiting\n    failures\n    lastError\n  }\n  alerts(userId: $userId) {\n    type\n    level\n    message\n    link\n    linkText\n  }\n}\n"
  }
};
})();

(node as any).hash = "90ab97743ddb90638dd611cd6f8a581a";

export default node;
