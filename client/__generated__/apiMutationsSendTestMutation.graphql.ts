/**
 * @generated SignedSource<<f61b30d25c02c748684138205c108a61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type apiMutationsSendTestMutation$variables = {
  id: string;
  userId?: string | null | undefined;
};
export type apiMutationsSendTestMutation$data = {
  readonly sendTestWebhook: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type apiMutationsSendTestMutation = {
  response: apiMutationsSendTestMutation$data;
  variables: apiMutationsSendTestMutation$variables;
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
    "name": "sendTestWebhook",
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
    "name": "apiMutationsSendTestMutation",
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
    "name": "apiMutationsSendTestMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "5dfd3f1662afb74d04eaac82d0123e94",
    "id": null,
    "metadata": {},
    "name": "apiMutationsSendTestMutation",
    "operationKind": "mutation",
    "text": "mutation apiMutationsSendTestMutation(\n  $userId: String\n  $id: ID!\n) {\n  sendTestWebhook(userId: $userId, id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4935f74c7b60ffbba440bd35151cd048";

export default node;
