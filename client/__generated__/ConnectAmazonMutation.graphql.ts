/**
 * @generated SignedSource<<886b31b0a57e0769ec39154cf911839f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConnectAmazonMutation$variables = {
  sellingPartnerId: string;
  setOnboarding?: boolean | null | undefined;
  spapiOauthCode: string;
  state: string;
  userId: string;
};
export type ConnectAmazonMutation$data = {
  readonly connectAmazon: {
    readonly __typename: string;
    readonly code?: string;
    readonly flow?: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly onboardingStep: number;
      readonly " $fragmentSpreads": FragmentRefs<"AmazonConnect_user">;
    };
  };
};
export type ConnectAmazonMutation = {
  response: ConnectAmazonMutation$data;
  variables: ConnectAmazonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sellingPartnerId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "setOnboarding"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "spapiOauthCode"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v5 = [
  {
    "kind": "Variable",
    "name": "sellingPartnerId",
    "variableName": "sellingPartnerId"
  },
  {
    "kind": "Variable",
    "name": "setOnboarding",
    "variableName": "setOnboarding"
  },
  {
    "kind": "Variable",
    "name": "spapiOauthCode",
    "variableName": "spapiOauthCode"
  },
  {
    "kind": "Variable",
    "name": "state",
    "variableName": "state"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "flow",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onboardingStep",
  "storageKey": null
},
v10 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConnectAmazonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "connectAmazon",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AmazonConnect_user"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ConnectionReturn",
            "abstractKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ConnectAmazonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "connectAmazon",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LinkedPlatforms",
                    "kind": "LinkedField",
                    "name": "linkedPlatforms",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AmazonConnection",
                        "kind": "LinkedField",
                        "name": "amazon",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "marketplaceId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "marketplaceName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "status",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ConnectionReturn",
            "abstractKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fac1e3a223bb5a2805bd02863bdbb186",
    "id": null,
    "metadata": {},
    "name": "ConnectAmazonMutation",
    "operationKind": "mutation",
    "text": "mutation ConnectAmazonMutation(\n  $userId: String!\n  $sellingPartnerId: String!\n  $spapiOauthCode: String!\n  $state: String!\n  $setOnboarding: Boolean\n) {\n  connectAmazon(userId: $userId, sellingPartnerId: $sellingPartnerId, spapiOauthCode: $spapiOauthCode, state: $state, setOnboarding: $setOnboarding) {\n    __typename\n    ... on ConnectionReturn {\n      flow\n      user {\n        id\n        onboardingStep\n        ...AmazonConnect_user\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      code\n    }\n  }\n}\n\nfragment AmazonConnect_user on User {\n  userId\n  linkedPlatforms {\n    amazon {\n      marketplaceId\n      marketplaceName\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e736dd81ac4aa3314da2b1e440849f16";

export default node;
