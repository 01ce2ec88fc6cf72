/**
 * @generated SignedSource<<447a25e6557bdfd0edbe8f9d166d0edd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PlanChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
export type ChooseOnboardingPlanMutation$variables = {
  channel: PlanChannel;
  planId?: string | null | undefined;
  userId: string;
};
export type ChooseOnboardingPlanMutation$data = {
  readonly chooseOnboardingPlan: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly onboardingPlans: ReadonlyArray<{
        readonly channel: PlanChannel;
        readonly displayName: string;
        readonly planId: string;
      }>;
    };
  };
};
export type ChooseOnboardingPlanMutation = {
  response: ChooseOnboardingPlanMutation$data;
  variables: ChooseOnboardingPlanMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "channel"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "planId"
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
        "name": "channel",
        "variableName": "channel"
      },
      {
        "kind": "Variable",
        "name": "planId",
        "variableName": "planId"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "chooseOnboardingPlan",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Plan",
                "kind": "LinkedField",
                "name": "onboardingPlans",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "planId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "channel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "BillingUpdate",
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
    "name": "ChooseOnboardingPlanMutation",
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
    "name": "ChooseOnboardingPlanMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "40523b02121b7864fbc6b475729de76d",
    "id": null,
    "metadata": {},
    "name": "ChooseOnboardingPlanMutation",
    "operationKind": "mutation",
    "text": "mutation ChooseOnboardingPlanMutation(\n  $userId: String!\n  $channel: PlanChannel!\n  $planId: String\n) {\n  chooseOnboardingPlan(userId: $userId, channel: $channel, planId: $planId) {\n    __typename\n    ... on BillingUpdate {\n      user {\n        id\n        onboardingPlans {\n          planId\n          channel\n          displayName\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f9c1a40a396e14ee168998b2958ff501";

export default node;
