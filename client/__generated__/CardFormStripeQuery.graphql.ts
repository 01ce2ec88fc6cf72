/**
 * @generated SignedSource<<b1ee6150a315eedbb3d628c1e7bbeb52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CardFormStripeQuery$variables = Record<PropertyKey, never>;
export type CardFormStripeQuery$data = {
  readonly stripeClient: {
    readonly publishableKey: string;
    readonly scriptUrl: string;
  } | null | undefined;
};
export type CardFormStripeQuery = {
  response: CardFormStripeQuery$data;
  variables: CardFormStripeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CardFormStripeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CardFormStripeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b19081813b6e4f6238d4ce08315af484",
    "id": null,
    "metadata": {},
    "name": "CardFormStripeQuery",
    "operationKind": "query",
    "text": "query CardFormStripeQuery {\n  stripeClient {\n    publishableKey\n    scriptUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "543aea5fec86125ed6d480dab681e2c2";

export default node;
