/**
 * @generated SignedSource<<eb51a8cc69d29f250dd51892106108ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEvent = "ITEM_QUANTITY_CHANGED" | "LISTING_STATUS_CHANGED" | "SALE_CREATED" | "SALE_FULFILLED" | "SYNC_FAILED" | "%future added value";
export type apiMutationsCreateEndpointMutation$variables = {
  events: ReadonlyArray<WebhookEvent>;
  url: string;
  userId?: string | null | undefined;
};
export type apiMutationsCreateEndpointMutation$data = {
  readonly createWebhookEndpoint: {
    readonly __typename: string;
    readonly message?: string;
    readonly secret?: string;
  };
};
export type apiMutationsCreateEndpointMutation = {
  response: apiMutationsCreateEndpointMutation$data;
  variables: apiMutationsCreateEndpointMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "events"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "url"
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
        "name": "events",
        "variableName": "events"
      },
      {
        "kind": "Variable",
        "name": "url",
        "variableName": "url"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createWebhookEndpoint",
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
            "name": "secret",
            "storageKey": null
          }
        ],
        "type": "WebhookEndpointWithSecret",
        "abstractKey": null
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
    "name": "apiMutationsCreateEndpointMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "apiMutationsCreateEndpointMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "48204e06340f4d3b84d8f4f5540c50d2",
    "id": null,
    "metadata": {},
    "name": "apiMutationsCreateEndpointMutation",
    "operationKind": "mutation",
    "text": "mutation apiMutationsCreateEndpointMutation(\n  $userId: String\n  $url: String!\n  $events: [WebhookEvent!]!\n) {\n  createWebhookEndpoint(userId: $userId, url: $url, events: $events) {\n    __typename\n    ... on WebhookEndpointWithSecret {\n      secret\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "857f2ca561d94b79a2da23daeb9f2bf1";

export default node;
