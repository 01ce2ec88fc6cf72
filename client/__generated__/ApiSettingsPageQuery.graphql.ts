/**
 * @generated SignedSource<<076c7703a966d610b60bac52161dfa68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccessTokenScope = "INVENTORY_READ" | "LISTINGS_READ" | "LISTINGS_WRITE" | "SALES_READ" | "SETTINGS_WRITE" | "%future added value";
export type WebhookEvent = "ITEM_QUANTITY_CHANGED" | "LISTING_STATUS_CHANGED" | "SALE_CREATED" | "SALE_FULFILLED" | "SYNC_FAILED" | "%future added value";
export type ApiSettingsPageQuery$variables = {
  userId?: string | null | undefined;
};
export type ApiSettingsPageQuery$data = {
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
};
export type ApiSettingsPageQuery = {
  response: ApiSettingsPageQuery$data;
  variables: ApiSettingsPageQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": (v1/*:: as any*/),
    "concreteType": "AccessToken",
    "kind": "LinkedField",
    "name": "accessTokens",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
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
    "args": (v1/*:: as any*/),
    "concreteType": "WebhookEndpoint",
    "kind": "LinkedField",
    "name": "webhookEndpoints",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
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
          (v2/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApiSettingsPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiSettingsPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "b704f1a137cbc8661eacad297a240e50",
    "id": null,
    "metadata": {},
    "name": "ApiSettingsPageQuery",
    "operationKind": "query",
    "text": "query ApiSettingsPageQuery(\n  $userId: String\n) {\n  accessTokens(userId: $userId) {\n    id\n    name\n    scopes\n    tokenHint\n    lastUsedAt\n    expiresAt\n    revokedAt\n    active\n  }\n  webhookEndpoints(userId: $userId) {\n    id\n    url\n    events\n    enabled\n    disabledReason\n    deliveries(first: 20) {\n      id\n      eventType\n      status\n      attempts\n      responseCode\n      latencyMs\n      lastError\n      createdAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c496d5c0bd49f78702bff69d0df7c37f";

export default node;
