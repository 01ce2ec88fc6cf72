/**
 * @generated SignedSource<<9beddde2df41b411c51880a70a84bc78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type apiMutationsRotateSecretMutation$variables = {
  id: string;
  userId?: string | null | undefined;
};
export type apiMutationsRotateSecretMutation$data = {
  readonly rotateWebhookSecret: {
    readonly __typename: string;
    readonly message?: string;
    readonly secret?: string;
  };
};
export type apiMutationsRotateSecretMutation = {
  response: apiMutationsRotateSecretMutation$data;
  variables: apiMutationsRotateSecretMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "rotateWebhookSecret",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "apiMutationsRotateSecretMutation",
    "selections": (v2/*:: as any*/),
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
    "name": "apiMutationsRotateSecretMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "413e06ae3164ebde6530d4b5f14ee6ba",
    "id": null,
    "metadata": {},
    "name": "apiMutationsRotateSecretMutation",
    "operationKind": "mutation",
    "text": "mutation apiMutationsRotateSecretMutation(\n  $userId: String\n  $id: ID!\n) {\n  rotateWebhookSecret(userId: $userId, id: $id) {\n    __typename\n    ... on WebhookEndpointWithSecret {\n      secret\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bcb61b5538cc08d956b2e8eeb9426913";

export default node;
