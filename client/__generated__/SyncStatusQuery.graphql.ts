/**
 * @generated SignedSource<<5168249dce39266aff3489931fefe394>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ListingChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
export type SyncStatusQuery$variables = {
  userId: string;
};
export type SyncStatusQuery$data = {
  readonly alerts: ReadonlyArray<{
    readonly level: string;
    readonly link: string;
    readonly linkText: string;
    readonly message: string;
    readonly type: string;
  }>;
  readonly syncHealth: ReadonlyArray<{
    readonly channel: ListingChannel;
    readonly failures: number;
    readonly lastError: string | null | undefined;
    readonly lastSyncedAt: any | null | undefined;
    readonly waiting: number;
  }>;
};
export type SyncStatusQuery = {
  response: SyncStatusQuery$data;
  variables: SyncStatusQuery$variables;
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
v2 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SyncStatusQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SyncStatusQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f96859a591c0ea62a721ebec133306ab",
    "id": null,
    "metadata": {},
    "name": "SyncStatusQuery",
    "operationKind": "query",
    "text": "query SyncStatusQuery(\n  $userId: String!\n) {\n  syncHealth(userId: $userId) {\n    channel\n    lastSyncedAt\n    waiting\n    failures\n    lastError\n  }\n  alerts(userId: $userId) {\n    type\n    level\n    message\n    link\n    linkText\n  }\n}\n"
  }
};
})();

(node as any).hash = "c040fa6bfb800b5804b1b0e46c4f7541";

export default node;
