/**
 * @generated SignedSource<<225265673cb2304bb99f5b96ca4298fc>>
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
          (v3/*:: as any*/)
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
    "cacheID": "3bfee98fe0a142fa8617af8c50609559",
    "id": null,
    "metadata": {},
    "name": "BillingStepQuery",
    "operationKind": "query",
    "text": "query BillingStepQuery {\n  viewer {\n    userId\n    hasCard\n    cardSummary\n    onboardingDiscountEligible\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6cf1bbf13c68833cde7f3b8df8420dc3";

export default node;
