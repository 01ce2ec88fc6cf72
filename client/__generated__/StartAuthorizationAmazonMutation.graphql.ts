/**
 * @generated SignedSource<<d3c2ca3917005763eb1eaff0265e61da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartAuthorizationAmazonMutation$variables = {
  marketplaceId: string;
  onboarding?: boolean | null | undefined;
  userId: string;
};
export type StartAuthorizationAmazonMutation$data = {
  readonly startAmazonAuthorization: {
    readonly __typename: string;
    readonly message?: string;
    readonly state?: string;
    readonly url?: string;
  };
};
export type StartAuthorizationAmazonMutation = {
  response: StartAuthorizationAmazonMutation$data;
  variables: StartAuthorizationAmazonMutation$variables;
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
    "name": "StartAuthorizationAmazonMutation",
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
    "name": "StartAuthorizationAmazonMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "61f9fa073d36df46415964a107cbe47d",
    "id": null,
    "metadata": {},
    "name": "StartAuthorizationAmazonMutation",
    "operationKind": "mutation",
    "text": "mutation StartAuthorizationAmazonMutation(\n  $userId: String!\n  $marketplaceId: String!\n  $onboarding: Boolean\n) {\n  startAmazonAuthorization(userId: $userId, marketplaceId: $marketplaceId, onboarding: $onboarding) {\n    __typename\n    ... on AuthorizationStart {\n      state\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "416e1197cb360e975280324703ec4548";

export default node;
