/**
 * @generated SignedSource<<b3d472359542b110a932e0a5fd369025>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type teamMutationsRequireTwoFactorMutation$variables = {
  required: boolean;
  userId: string;
};
export type teamMutationsRequireTwoFactorMutation$data = {
  readonly setTeamRequiresTwoFactor: {
    readonly requireTwoFactor: boolean;
  };
};
export type teamMutationsRequireTwoFactorMutation = {
  response: teamMutationsRequireTwoFactorMutation$data;
  variables: teamMutationsRequireTwoFactorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "required"
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
        "name": "required",
        "variableName": "required"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "Team",
    "kind": "LinkedField",
    "name": "setTeamRequiresTwoFactor",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requireTwoFactor",
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
    "name": "teamMutationsRequireTwoFactorMutation",
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
    "name": "teamMutationsRequireTwoFactorMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "15978fb4b1fe95b9d648c12f19425c09",
    "id": null,
    "metadata": {},
    "name": "teamMutationsRequireTwoFactorMutation",
    "operationKind": "mutation",
    "text": "mutation teamMutationsRequireTwoFactorMutation(\n  $userId: String!\n  $required: Boolean!\n) {\n  setTeamRequiresTwoFactor(userId: $userId, required: $required) {\n    requireTwoFactor\n  }\n}\n"
  }
};
})();

(node as any).hash = "240ca0fb1b8abe79c93585c295a73a2d";

export default node;
