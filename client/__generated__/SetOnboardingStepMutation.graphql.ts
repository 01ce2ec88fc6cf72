/**
 * @generated SignedSource<<92163fb39ac33686d92675b68d6a9583>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetOnboardingStepMutation$variables = {
  step: number;
  userId: string;
};
export type SetOnboardingStepMutation$data = {
  readonly setOnboardingStep: {
    readonly id: string;
    readonly onboardingStep: number;
  };
};
export type SetOnboardingStepMutation = {
  response: SetOnboardingStepMutation$data;
  variables: SetOnboardingStepMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "step"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "step",
        "variableName": "step"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setOnboardingStep",
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
        "name": "onboardingStep",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetOnboardingStepMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SetOnboardingStepMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "bc039ab2bd588f8741112cf1c1238226",
    "id": null,
    "metadata": {},
    "name": "SetOnboardingStepMutation",
    "operationKind": "mutation",
    "text": "mutation SetOnboardingStepMutation(\n  $userId: String!\n  $step: Int!\n) {\n  setOnboardingStep(userId: $userId, step: $step) {\n    id\n    onboardingStep\n  }\n}\n"
  }
};
})();

(node as any).hash = "9ffd9d873a401e986b62a589c0ee2087";

export default node;
