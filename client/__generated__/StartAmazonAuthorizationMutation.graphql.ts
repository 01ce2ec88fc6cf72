/**
 * @generated SignedSource<<04505a341eea01fe7b22b1c0feb4999e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartAmazonAuthorizationMutation$variables = {
  marketplaceId: string;
  onboarding?: boolean | null | undefined;
  userId: string;
};
export type StartAmazonAuthorizationMutation$data = {
  readonly startAmazonAuthorization: {
    readonly __typename: string;
    readonly message?: string;
    readonly state?: string;
    readonly url?: string;
  };
};
export type StartAmazonAuthorizationMutation = {
  response: StartAmazonAuthorizationMutation$data;
  variables: StartAmazonAuthorizationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "marketplaceId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "onboarding"
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
        "name": "marketplaceId",
        "variableName": "marketplaceId"
      },
      {
        "kind": "Variable",
        "name": "onboarding",
        "variableName": "onboarding"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startAmazonAuthorization",
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
    "name": "StartAmazonAuthorizationMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StartAmazonAuthorizationMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "cca0d5b96f5d7db022f124e074570a3b",
    "id": null,
    "metadata": {},
    "name": "StartAmazonAuthorizationMutation",
    "operationKind": "mutation",
    "text": "mutation StartAmazonAuthorizationMutation(\n  $userId: String!\n  $marketplaceId: String!\n  $onboarding: Boolean\n) {\n  startAmazonAuthorization(userId: $userId, marketplaceId: $marketplaceId, onboarding: $onboarding) {\n    __typename\n    ... on AuthorizationStart {\n      state\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "457e9ac507899450d3a89a166d0173db";

export default node;
