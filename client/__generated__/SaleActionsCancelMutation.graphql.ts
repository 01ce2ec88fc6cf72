/**
 * @generated SignedSource<<b3d8b1feab6084f47a6ca7784e6d60f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaleActionsCancelMutation$variables = {
  saleId: string;
  userId: string;
};
export type SaleActionsCancelMutation$data = {
  readonly cancelSaleFulfilment: {
    readonly message: string | null | undefined;
    readonly ok: boolean;
  };
};
export type SaleActionsCancelMutation = {
  response: SaleActionsCancelMutation$data;
  variables: SaleActionsCancelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "saleId"
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
        "name": "saleId",
        "variableName": "saleId"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "SaleActionResult",
    "kind": "LinkedField",
    "name": "cancelSaleFulfilment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "SaleActionsCancelMutation",
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
    "name": "SaleActionsCancelMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "26a3ab512879bdd6171b906b50af2932",
    "id": null,
    "metadata": {},
    "name": "SaleActionsCancelMutation",
    "operationKind": "mutation",
    "text": "mutation SaleActionsCancelMutation(\n  $userId: String!\n  $saleId: String!\n) {\n  cancelSaleFulfilment(userId: $userId, saleId: $saleId) {\n    ok\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "117bc94d882c38dfa1d707c5d64701e6";

export default node;
