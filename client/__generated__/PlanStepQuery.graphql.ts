/**
 * @generated SignedSource<<ea85a4dedf487889b324270b5cac1013>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PlanChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
export type PlanStepQuery$variables = Record<PropertyKey, never>;
export type PlanStepQuery$data = {
  readonly viewer: {
    readonly billingCurrency: string;
    readonly channelBilling: ReadonlyArray<{
      readonly channel: PlanChannel;
      readonly subscription: {
        readonly id: string;
        readonly plan: {
          readonly displayName: string;
          readonly planId: string;
        };
      } | null | undefined;
    }>;
    readonly hasCard: boolean;
    readonly onboardingPlans: ReadonlyArray<{
      readonly channel: PlanChannel;
      readonly planId: string;
    }>;
    readonly userId: string;
  } | null | undefined;
};
export type PlanStepQuery = {
  response: PlanStepQuery$data;
  variables: PlanStepQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasCard",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "billingCurrency",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "planId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "channel",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Plan",
  "kind": "LinkedField",
  "name": "onboardingPlans",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ChannelBilling",
  "kind": "LinkedField",
  "name": "channelBilling",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PlanSubscription",
      "kind": "LinkedField",
      "name": "subscription",
      "plural": false,
      "selections": [
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Plan",
          "kind": "LinkedField",
          "name": "plan",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
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
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlanStepQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PlanStepQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "776e8598445c3b75b6df1168d8368e8b",
    "id": null,
    "metadata": {},
    "name": "PlanStepQuery",
    "operationKind": "query",
    "text": "query PlanStepQuery {\n  viewer {\n    userId\n    hasCard\n    billingCurrency\n    onboardingPlans {\n      planId\n      channel\n    }\n    channelBilling {\n      channel\n      subscription {\n        id\n        plan {\n          planId\n          displayName\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee5e82891621183c814be4dd7c2d76da";

export default node;
