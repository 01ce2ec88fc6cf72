/**
 * @generated SignedSource<<87164f81e92f5fac53b87e02b08ea322>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminUserPageRemoveEbayMutation$variables = {
  userId: string;
};
export type AdminUserPageRemoveEbayMutation$data = {
  readonly adminRemoveEbayAuth: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type AdminUserPageRemoveEbayMutation = {
  response: AdminUserPageRemoveEbayMutation$data;
  variables: AdminUserPageRemoveEbayMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminRemoveEbayAuth",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUserPageRemoveEbayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUserPageRemoveEbayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d4c17b663082a6792ccd46b4f32d074a",
    "id": null,
    "metadata": {},
    "name": "AdminUserPageRemoveEbayMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUserPageRemoveEbayMutation(\n  $userId: String!\n) {\n  adminRemoveEbayAuth(userId: $userId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "371df1ddf6085d2991bce7ad820e3c0d";

export default node;
