/**
 * @generated SignedSource<<4a90fd81d174f4285a44308c7ab5faaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartEbayAuthorizationMutation$variables = {
  onboarding?: boolean | null | undefined;
  siteId: number;
  userId: string;
};
export type StartEbayAuthorizationMutation$data = {
  readonly startEbayAuthorization: {
    readonly __typename: string;
    readonly message?: string;
    readonly state?: string;
    readonly url?: string;
  };
};
export type StartEbayAuthorizationMutation = {
  response: StartEbayAuthorizationMutation$data;
  variables: StartEbayAuthorizationMutation$variables;
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
  "name": "siteId"
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
        "name": "siteId",
        "variableName": "siteId"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startEbayAuthorization",
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
    "name": "StartEbayAuthorizationMutation",
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
    "name": "StartEbayAuthorizationMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "2910f7ee2b7563d8726c20f5acb2c5a8",
    "id": null,
    "metadata": {},
    "name": "StartEbayAuthorizationMutation",
    "operationKind": "mutation",
    "text": "mutation StartEbayAuthorizationMutation(\n  $userId: String!\n  $siteId: Int!\n  $onboarding: Boolean\n) {\n  startEbayAuthorization(userId: $userId, siteId: $siteId, onboarding: $onboarding) {\n    __typename\n    ... on AuthorizationStart {\n      state\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "24617410e9a3df4e8169a6c461ebce37";

export default node;
