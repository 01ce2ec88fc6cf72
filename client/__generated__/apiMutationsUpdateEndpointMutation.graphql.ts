/**
 * @generated SignedSource<<e6d90dec4f64026891c715073b813165>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type apiMutationsUpdateEndpointMutation$variables = {
  enabled?: boolean | null | undefined;
  id: string;
  userId?: string | null | undefined;
};
export type apiMutationsUpdateEndpointMutation$data = {
  readonly updateWebhookEndpoint: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type apiMutationsUpdateEndpointMutation = {
  response: apiMutationsUpdateEndpointMutation$data;
  variables: apiMutationsUpdateEndpointMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enabled"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "enabled",
    "variableName": "enabled"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "apiMutationsUpdateEndpointMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWebhookEndpoint",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
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
    "name": "apiMutationsUpdateEndpointMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWebhookEndpoint",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "type": "WebhookEndpoint",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4165ab46fb25f1f0a97f55f9fb652bd8",
    "id": null,
    "metadata": {},
    "name": "apiMutationsUpdateEndpointMutation",
    "operationKind": "mutation",
    "text": "mutation apiMutationsUpdateEndpointMutation(\n  $userId: String\n  $id: ID!\n  $enabled: Boolean\n) {\n  updateWebhookEndpoint(userId: $userId, id: $id, enabled: $enabled) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on WebhookEndpoint {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e122ef05bf58382263eb37d0912208f";

export default node;
