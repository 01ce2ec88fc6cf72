/**
 * @generated SignedSource<<ba7d33018e4c70536735308b95b8a2bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminUserPageStripeMutation$variables = {
  userId: string;
};
export type AdminUserPageStripeMutation$data = {
  readonly adminRefreshStripeCustomer: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type AdminUserPageStripeMutation = {
  response: AdminUserPageStripeMutation$data;
  variables: AdminUserPageStripeMutation$variables;
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
    "name": "adminRefreshStripeCustomer",
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
    "name": "AdminUserPageStripeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUserPageStripeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "15c779656467c7906eb4eb69a6a36e8b",
    "id": null,
    "metadata": {},
    "name": "AdminUserPageStripeMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUserPageStripeMutation(\n  $userId: String!\n) {\n  adminRefreshStripeCustomer(userId: $userId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98af8e858182aabf5f32f3c54a9eaa8c";

export default node;
