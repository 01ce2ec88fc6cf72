/**
 * @generated SignedSource<<09bc80d9ce57aeca68946660da7a39c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartAuthorizationEbayMutation$variables = {
  onboarding?: boolean | null | undefined;
  siteId: number;
  userId: string;
};
export type StartAuthorizationEbayMutation$data = {
  readonly startEbayAuthorization: {
    readonly __typename: string;
    readonly message?: string;
    readonly state?: string;
    readonly url?: string;
  };
};
export type StartAuthorizationEbayMutation = {
  response: StartAuthorizationEbayMutation$data;
  variables: StartAuthorizationEbayMutation$variables;
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
    "name": "StartAuthorizationEbayMutation",
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
    "name": "StartAuthorizationEbayMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d0ea0abfc9766d6b3777993c709e32b1",
    "id": null,
    "metadata": {},
    "name": "StartAuthorizationEbayMutation",
    "operationKind": "mutation",
    "text": "mutation StartAuthorizationEbayMutation(\n  $userId: String!\n  $siteId: Int!\n  $onboarding: Boolean\n) {\n  startEbayAuthorization(userId: $userId, siteId: $siteId, onboarding: $onboarding) {\n    __typename\n    ... on AuthorizationStart {\n      state\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "10d2c1d2350af462eaa6c546c13be9f1";

export default node;
