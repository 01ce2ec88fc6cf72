/**
 * @generated SignedSource<<d84a08df705ee267a88fafb078b9f503>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OnboardingPageQuery$variables = Record<PropertyKey, never>;
export type OnboardingPageQuery$data = {
  readonly viewer: {
    readonly email: string;
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
  "name": "email",
  "storageKey": null
},
v2 = {
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
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
          (v2/*:: as any*/),
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
    "cacheID": "d0781e5444cdc0f9788aa2b38854dae3",
    "id": null,
    "metadata": {},
    "name": "OnboardingPageQuery",
    "operationKind": "query",
    "text": "query OnboardingPageQuery {\n  viewer {\n    userId\n    email\n    onboardingStep\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "552e99467fb64ef2993ce87b3627c573";

export default node;
