/**
 * @generated SignedSource<<f926c0a5a465a74f11d3e83c332fa376>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AiRecommendationsButtonQuery$variables = Record<PropertyKey, never>;
export type AiRecommendationsButtonQuery$data = {
  readonly viewer: {
    readonly aiCreditBalance: number;
    readonly id: string;
  } | null | undefined;
};
export type AiRecommendationsButtonQuery = {
  response: AiRecommendationsButtonQuery$data;
  variables: AiRecommendationsButtonQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "kind": "ScalarField",
        "name": "aiCreditBalance",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AiRecommendationsButtonQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AiRecommendationsButtonQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ea46028808d93240f06e3fabf7ad3706",
    "id": null,
    "metadata": {},
    "name": "AiRecommendationsButtonQuery",
    "operationKind": "query",
    "text": "query AiRecommendationsButtonQuery {\n  viewer {\n    id\n    aiCreditBalance\n  }\n}\n"
  }
};
})();

(node as any).hash = "deee89eb3eafe6266cc872765aeb29a0";

export default node;
