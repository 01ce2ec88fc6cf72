/**
 * @generated SignedSource<<dde397380fe4e4cca22d9743f104a808>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartShopifyAuthorizationMutation$variables = {
  onboarding?: boolean | null | undefined;
  shop: string;
  userId: string;
};
export type StartShopifyAuthorizationMutation$data = {
  readonly startShopifyAuthorization: {
    readonly __typename: string;
    readonly message?: string;
    readonly state?: string;
    readonly url?: string;
  };
};
export type StartShopifyAuthorizationMutation = {
  response: StartShopifyAuthorizationMutation$data;
  variables: StartShopifyAuthorizationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "onboarding"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "shop"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "onboarding",
        "variableName": "onboarding"
      },
      {
        "kind": "Variable",
        "name": "shop",
        "variableName": "shop"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startShopifyAuthorization",
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
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "AuthorizationStart",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StartShopifyAuthorizationMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StartShopifyAuthorizationMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "4ab0c7e809f8a9f9573e140a40d68869",
    "id": null,
    "metadata": {},
    "name": "StartShopifyAuthorizationMutation",
    "operationKind": "mutation",
    "text": "mutation StartShopifyAuthorizationMutation(\n  $userId: String!\n  $shop: String!\n  $onboarding: Boolean\n) {\n  startShopifyAuthorization(userId: $userId, shop: $shop, onboarding: $onboarding) {\n    __typename\n    ... on AuthorizationStart {\n      state\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "05496e21debd8202f92925a820b1ea2c";

export default node;
