/**
 * @generated SignedSource<<a91fd9692c33348021d6bd3ef9953418>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminUserPageRemoveShopifyMutation$variables = {
  userId: string;
};
export type AdminUserPageRemoveShopifyMutation$data = {
  readonly adminRemoveShopifyAuth: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type AdminUserPageRemoveShopifyMutation = {
  response: AdminUserPageRemoveShopifyMutation$data;
  variables: AdminUserPageRemoveShopifyMutation$variables;
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
    "name": "adminRemoveShopifyAuth",
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
    "name": "AdminUserPageRemoveShopifyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUserPageRemoveShopifyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "16a78a4fa13d4b6dde3d2525b30b69de",
    "id": null,
    "metadata": {},
    "name": "AdminUserPageRemoveShopifyMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUserPageRemoveShopifyMutation(\n  $userId: String!\n) {\n  adminRemoveShopifyAuth(userId: $userId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e0b4565c9eb038ff63148152ccafff93";

export default node;
