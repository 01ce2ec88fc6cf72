/**
 * @generated SignedSource<<dda128c9c9ba72bd33560e1e51bf7d1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FinishOnboardingMutation$variables = {
  userId: string;
};
export type FinishOnboardingMutation$data = {
  readonly finishOnboarding: {
    readonly id: string;
    readonly onboardingFinished: boolean;
  };
};
export type FinishOnboardingMutation = {
  response: FinishOnboardingMutation$data;
  variables: FinishOnboardingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "finishOnboarding",
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
        "name": "onboardingFinished",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FinishOnboardingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FinishOnboardingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5988b831d4431e0fce912ebc198aceb2",
    "id": null,
    "metadata": {},
    "name": "FinishOnboardingMutation",
    "operationKind": "mutation",
    "text": "mutation FinishOnboardingMutation(\n  $userId: String!\n) {\n  finishOnboarding(userId: $userId) {\n    id\n    onboardingFinished\n  }\n}\n"
  }
};
})();

(node as any).hash = "02940c6ba1512162a91aed27d0d25b1d";

export default node;
