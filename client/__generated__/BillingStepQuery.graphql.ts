/**
 * @generated SignedSource<<8c6889de2b8aef19f84e2270a6e5ec7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
  readonly " $fragmentSpreads": FragmentRefs<"CardForm_stripe">;
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
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CardForm_stripe"
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StripeClientSettings",
        "kind": "LinkedField",
        "name": "stripeClient",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publishableKey",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scriptUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c67d70668303584009f5db2bf35394c3",
    "id": null,
    "metadata": {},
    "name": "BillingStepQuery",
    "operationKind": "query",
    "text": "query BillingStepQuery {\n  viewer {\n    userId\n    hasCard\n    cardSummary\n    onboardingDiscountEligible\n    onboardingPlans {\n      planId\n      displayName\n    }\n    id\n  }\n  ...CardForm_stripe\n}\n\nfragment CardForm_stripe on Query {\n  stripeClient {\n    publishableKey\n    scriptUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "0fb7c6d17fdacc5df8b59679c02e41f5";

export default node;
