/**
 * @generated SignedSource<<b6fa3b661865620a69ba4dc46ea73bf1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminUserPageMarkMutation$variables = {
  mark: boolean;
  userId: string;
};
export type AdminUserPageMarkMutation$data = {
  readonly adminMarkForDeletion: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type AdminUserPageMarkMutation = {
  response: AdminUserPageMarkMutation$data;
  variables: AdminUserPageMarkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "mark"
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
        "name": "mark",
        "variableName": "mark"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminMarkForDeletion",
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
    "name": "AdminUserPageMarkMutation",
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
    "name": "AdminUserPageMarkMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c6cdd3a2618566bef47e90eb32a09bce",
    "id": null,
    "metadata": {},
    "name": "AdminUserPageMarkMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUserPageMarkMutation(\n  $userId: String!\n  $mark: Boolean!\n) {\n  adminMarkForDeletion(userId: $userId, mark: $mark) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5f60929e680eedb252fff359579a4f73";

export default node;
