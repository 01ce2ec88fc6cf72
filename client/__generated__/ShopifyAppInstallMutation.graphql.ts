/**
 * @generated SignedSource<<5856cd51e049c1d31c7be1b6eed3d604>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ShopifyAppInstallMutation$variables = {
  onboarding?: boolean | null | undefined;
  query: string;
  userId: string;
};
export type ShopifyAppInstallMutation$data = {
  readonly shopifyAppInstall: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly state?: string;
    readonly url?: string;
  };
};
export type ShopifyAppInstallMutation = {
  response: ShopifyAppInstallMutation$data;
  variables: ShopifyAppInstallMutation$variables;
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
  "name": "query"
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
        "name": "query",
        "variableName": "query"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "shopifyAppInstall",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
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
    "name": "ShopifyAppInstallMutation",
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
    "name": "ShopifyAppInstallMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "c244b5b48b367465e3654b71ba69e86f",
    "id": null,
    "metadata": {},
    "name": "ShopifyAppInstallMutation",
    "operationKind": "mutation",
    "text": "mutation ShopifyAppInstallMutation(\n  $userId: String!\n  $query: String!\n  $onboarding: Boolean\n) {\n  shopifyAppInstall(userId: $userId, query: $query, onboarding: $onboarding) {\n    __typename\n    ... on AuthorizationStart {\n      state\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3414f0922e14d5a6b3c76fcefa0516f";

export default node;
