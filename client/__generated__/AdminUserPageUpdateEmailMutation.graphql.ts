/**
 * @generated SignedSource<<608581dcacd0450538ff401a3948a9ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminUserPageUpdateEmailMutation$variables = {
  newEmail: string;
  userId: string;
};
export type AdminUserPageUpdateEmailMutation$data = {
  readonly adminUpdateEmail: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type AdminUserPageUpdateEmailMutation = {
  response: AdminUserPageUpdateEmailMutation$data;
  variables: AdminUserPageUpdateEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "newEmail"
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
        "name": "newEmail",
        "variableName": "newEmail"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminUpdateEmail",
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
    "name": "AdminUserPageUpdateEmailMutation",
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
    "name": "AdminUserPageUpdateEmailMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3db3d18b364daaf64eaa6f47dc50750d",
    "id": null,
    "metadata": {},
    "name": "AdminUserPageUpdateEmailMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUserPageUpdateEmailMutation(\n  $userId: String!\n  $newEmail: String!\n) {\n  adminUpdateEmail(userId: $userId, newEmail: $newEmail) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "acc0c1b05cf4d3e5d220568263927bae";

export default node;
