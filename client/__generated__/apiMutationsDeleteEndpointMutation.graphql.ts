/**
 * @generated SignedSource<<e666872aecb517d288be558b35344517>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type apiMutationsDeleteEndpointMutation$variables = {
  id: string;
  userId?: string | null | undefined;
};
export type apiMutationsDeleteEndpointMutation$data = {
  readonly deleteWebhookEndpoint: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type apiMutationsDeleteEndpointMutation = {
  response: apiMutationsDeleteEndpointMutation$data;
  variables: apiMutationsDeleteEndpointMutation$variables;
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
    "name": "deleteWebhookEndpoint",
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
    "name": "apiMutationsDeleteEndpointMutation",
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
    "name": "apiMutationsDeleteEndpointMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "08de28a660da75231682f790b761d5d5",
    "id": null,
    "metadata": {},
    "name": "apiMutationsDeleteEndpointMutation",
    "operationKind": "mutation",
    "text": "mutation apiMutationsDeleteEndpointMutation(\n  $userId: String\n  $id: ID!\n) {\n  deleteWebhookEndpoint(userId: $userId, id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "86c38e7516b78456446fe88c8209c77c";

export default node;
