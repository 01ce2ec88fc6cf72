/**
 * @generated SignedSource<<a21e8965017faf5a2d4fbe0a79dc951c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminUserPageEmailsMutation$variables = {
  disable: boolean;
  userId: string;
};
export type AdminUserPageEmailsMutation$data = {
  readonly adminSetEmailsDisabled: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type AdminUserPageEmailsMutation = {
  response: AdminUserPageEmailsMutation$data;
  variables: AdminUserPageEmailsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "disable"
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
        "name": "disable",
        "variableName": "disable"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminSetEmailsDisabled",
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
    "name": "AdminUserPageEmailsMutation",
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
    "name": "AdminUserPageEmailsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "9cf4f12098eef9dcda4eeff610ce4424",
    "id": null,
    "metadata": {},
    "name": "AdminUserPageEmailsMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUserPageEmailsMutation(\n  $userId: String!\n  $disable: Boolean!\n) {\n  adminSetEmailsDisabled(userId: $userId, disable: $disable) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8fbba2afc45e86c2a77aa47ed6d0e0bc";

export default node;
