/**
 * @generated SignedSource<<694cf3f8a3c0e6ab30aa92b4876e9a24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type apiMutationsRedeliverMutation$variables = {
  deliveryId: string;
  userId?: string | null | undefined;
};
export type apiMutationsRedeliverMutation$data = {
  readonly redeliverWebhook: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type apiMutationsRedeliverMutation = {
  response: apiMutationsRedeliverMutation$data;
  variables: apiMutationsRedeliverMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deliveryId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "deliveryId",
    "variableName": "deliveryId"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "apiMutationsRedeliverMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "redeliverWebhook",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "apiMutationsRedeliverMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "redeliverWebhook",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
            "type": "WebhookDelivery",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7f5b2c2e7261dc62422bec0a8fc3da3b",
    "id": null,
    "metadata": {},
    "name": "apiMutationsRedeliverMutation",
    "operationKind": "mutation",
    "text": "mutation apiMutationsRedeliverMutation(\n  $userId: String\n  $deliveryId: ID!\n) {\n  redeliverWebhook(userId: $userId, deliveryId: $deliveryId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on WebhookDelivery {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "803e3334c506e14c9c264fb772826c1f";

export default node;
