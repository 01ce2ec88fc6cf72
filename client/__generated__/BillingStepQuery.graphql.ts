/**
 * @generated SignedSource<<22beb22a4f79d6421a19801d568c5299>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BillingStepQuery$variables = Record<PropertyKey, never>;
export type BillingStepQuery$data = {
  readonly viewer: {
    readonly cardSummary: string | null | undefined;
    readonly hasCard: boolean;
    readonly onboardingDiscountEligible: boolean;
    readonly onboardingPlans: ReadonlyArray<{
      readonly displayName: string;
      readonly planId: string;
    }>;
    readonly userId: string;
  } | null | undefined;
};
export type BillingStepQuery = {
  response: BillingStepQuery$data;
  variables: BillingStepQuery$variables;
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
  "name": "cardSummary",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onboardingDiscountEligible",
  "storageKey": null
},
v4 = {
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
      "name": "displayName",
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
    "name": "BillingStepQuery",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "BillingStepQuery",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "eb25388d48e1f02c36aa44794b6feca2",
    "id": null,
    "metadata": {},
    "name": "BillingStepQuery",
    "operationKind": "query",
    "text": "query BillingStepQuery {\n  viewer {\n    userId\n    hasCard\n    cardSummary\n    onboardingDiscountEligible\n    onboardingPlans {\n      planId\n      displayName\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0183a87898a5a58841a8bfb895282168";

export default node;
