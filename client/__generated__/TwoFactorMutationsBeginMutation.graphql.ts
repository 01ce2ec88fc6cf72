/**
 * @generated SignedSource<<cb02c7c3d1493d8e619f92293fc9a986>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TwoFactorMutationsBeginMutation$variables = {
  userId: string;
};
export type TwoFactorMutationsBeginMutation$data = {
  readonly beginTwoFactorSetup: {
    readonly qrCodeDataUrl: string;
    readonly secret: string;
  };
};
export type TwoFactorMutationsBeginMutation = {
  response: TwoFactorMutationsBeginMutation$data;
  variables: TwoFactorMutationsBeginMutation$variables;
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
    "concreteType": "TwoFactorSetup",
    "kind": "LinkedField",
    "name": "beginTwoFactorSetup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "qrCodeDataUrl",
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
    "name": "TwoFactorMutationsBeginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorMutationsBeginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0fed904f3b5522115ec7cfebcd0e0ea6",
    "id": null,
    "metadata": {},
    "name": "TwoFactorMutationsBeginMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorMutationsBeginMutation(\n  $userId: String!\n) {\n  beginTwoFactorSetup(userId: $userId) {\n    secret\n    qrCodeDataUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "5000234a74cfe55e25660f75553ef07c";

export default node;
