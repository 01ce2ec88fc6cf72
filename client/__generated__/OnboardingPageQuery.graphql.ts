/**
 * @generated SignedSource<<d6da43394735a5cc6e5a6602ef0ccef5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OnboardingPageQuery$variables = Record<PropertyKey, never>;
export type OnboardingPageQuery$data = {
  readonly viewer: {
    readonly onboardingStep: number;
    readonly userId: string;
  } | null | undefined;
};
export type OnboardingPageQuery = {
  response: OnboardingPageQuery$data;
  variables: OnboardingPageQuery$variables;
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
  "name": "onboardingStep",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OnboardingPageQuery",
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
          (v1/*:: as any*/)
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
    "name": "OnboardingPageQuery",
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
    "cacheID": "212d2704892353c30d2825941d4876f5",
    "id": null,
    "metadata": {},
    "name": "OnboardingPageQuery",
    "operationKind": "query",
    "text": "query OnboardingPageQuery {\n  viewer {\n    userId\n    onboardingStep\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "eaa63e8fcdafb5d1f179557bb232b141";

export default node;
