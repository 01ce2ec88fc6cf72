/**
 * @generated SignedSource<<a2e5029611a6cafda8640cdf47a5c680>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SyncStatus_query$data = {
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
  readonly " $fragmentType": "SyncStatus_query";
};
export type SyncStatus_query$key = {
  readonly " $data"?: SyncStatus_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SyncStatus_query">;
};

import SyncStatusRefetchQuery_graphql from './SyncStatusRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "userId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": SyncStatusRefetchQuery_graphql
    }
  },
  "name": "SyncStatus_query",
  "selections": [
    {
      "alias": null,
      "args": (v0/*:: as any*/),
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
      "args": (v0/*:: as any*/),
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "90ab97743ddb90638dd611cd6f8a581a";

export default node;
