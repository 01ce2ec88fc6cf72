/**
 * @generated SignedSource<<7dafaf60f69b76b116fea80ddf53fed5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminUserPageDebugMutation$variables = {
  enable: boolean;
  userId: string;
};
export type AdminUserPageDebugMutation$data = {
  readonly adminSetUserDebug: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type AdminUserPageDebugMutation = {
  response: AdminUserPageDebugMutation$data;
  variables: AdminUserPageDebugMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enable"
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
        "name": "enable",
        "variableName": "enable"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminSetUserDebug",
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
    "name": "AdminUserPageDebugMutation",
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
    "name": "AdminUserPageDebugMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "bdc07fe04f1ecda1555329ed03a959e3",
    "id": null,
    "metadata": {},
    "name": "AdminUserPageDebugMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUserPageDebugMutation(\n  $userId: String!\n  $enable: Boolean!\n) {\n  adminSetUserDebug(userId: $userId, enable: $enable) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b7633e7d62e9d464a7a73099623eda93";

export default node;
