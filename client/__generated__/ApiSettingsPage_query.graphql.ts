/**
 * @generated SignedSource<<5a1a9dde77ca071562bd85b3be0c0972>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccessTokenScope = "INVENTORY_READ" | "LISTINGS_READ" | "LISTINGS_WRITE" | "SALES_READ" | "SETTINGS_WRITE" | "%future added value";
export type WebhookEvent = "ITEM_QUANTITY_CHANGED" | "LISTING_STATUS_CHANGED" | "SALE_CREATED" | "SALE_FULFILLED" | "SYNC_FAILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiSettingsPage_query$data = {
  readonly accessTokens: ReadonlyArray<{
    readonly active: boolean;
    readonly expiresAt: any | null | undefined;
    readonly id: string;
    readonly lastUsedAt: any | null | undefined;
    readonly name: string;
    readonly revokedAt: any | null | undefined;
    readonly scopes: ReadonlyArray<AccessTokenScope>;
    readonly tokenHint: string;
  }>;
  readonly webhookEndpoints: ReadonlyArray<{
    readonly deliveries: ReadonlyArray<{
      readonly attempts: number;
      readonly createdAt: any;
      readonly eventType: string;
      readonly id: string;
      readonly lastError: string | null | undefined;
      readonly latencyMs: number | null | undefined;
      readonly responseCode: number | null | undefined;
      readonly status: string;
    }>;
    readonly disabledReason: string | null | undefined;
    readonly enabled: boolean;
    readonly events: ReadonlyArray<WebhookEvent>;
    readonly id: string;
    readonly url: string;
  }>;
  readonly " $fragmentType": "ApiSettingsPage_query";
};
export type ApiSettingsPage_query$key = {
  readonly " $data"?: ApiSettingsPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiSettingsPage_query">;
};

import ApiSettingsPageRefetchQuery_graphql from './ApiSettingsPageRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
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
      "operation": ApiSettingsPageRefetchQuery_graphql
    }
  },
  "name": "ApiSettingsPage_query",
  "selections": [
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "AccessToken",
      "kind": "LinkedField",
      "name": "accessTokens",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scopes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tokenHint",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revokedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "WebhookEndpoint",
      "kind": "LinkedField",
      "name": "webhookEndpoints",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "events",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disabledReason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 20
            }
          ],
          "concreteType": "WebhookDelivery",
          "kind": "LinkedField",
          "name": "deliveries",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "eventType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "attempts",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "responseCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "latencyMs",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastError",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            }
          ],
          "storageKey": "deliveries(first:20)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "99226175810f8e9a455319f2c9b58963";

export default node;
