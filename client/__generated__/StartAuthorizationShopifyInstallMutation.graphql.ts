/**
 * @generated SignedSource<<18988e4024ccc8a78ec8bc9f9a09ff71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartAuthorizationShopifyInstallMutation$variables = {
  onboarding?: boolean | null | undefined;
  query: string;
  userId: string;
};
export type StartAuthorizationShopifyInstallMutation$data = {
  readonly shopifyAppInstall: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly state?: string;
    readonly url?: string;
  };
};
export type StartAuthorizationShopifyInstallMutation = {
  response: StartAuthorizationShopifyInstallMutation$data;
  variables: StartAuthorizationShopifyInstallMutation$variables;
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
    "name": "StartAuthorizationShopifyInstallMutation",
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
    "name": "StartAuthorizationShopifyInstallMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "750b50ae5f63cded9f5bbaa81c594feb",
    "id": null,
    "metadata": {},
    "name": "StartAuthorizationShopifyInstallMutation",
    "operationKind": "mutation",
    "text": "mutation StartAuthorizationShopifyInstallMutation(\n  $userId: String!\n  $query: String!\n  $onboarding: Boolean\n) {\n  shopifyAppInstall(userId: $userId, query: $query, onboarding: $onboarding) {\n    __typename\n    ... on AuthorizationStart {\n      state\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "30c661bac18c1b0ca024e8384578e16c";

export default node;
