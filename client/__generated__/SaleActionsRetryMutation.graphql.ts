/**
 * @generated SignedSource<<636cfd63f9c72b47153c536aa697ba43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaleActionsRetryMutation$variables = {
  saleId: string;
  userId: string;
};
export type SaleActionsRetryMutation$data = {
  readonly retrySaleFulfilment: {
    readonly message: string | null | undefined;
    readonly ok: boolean;
  };
};
export type SaleActionsRetryMutation = {
  response: SaleActionsRetryMutation$data;
  variables: SaleActionsRetryMutation$variables;
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
    "name": "retrySaleFulfilment",
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
    "name": "SaleActionsRetryMutation",
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
    "name": "SaleActionsRetryMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0529b328d63970d0307dde65eb1fde98",
    "id": null,
    "metadata": {},
    "name": "SaleActionsRetryMutation",
    "operationKind": "mutation",
    "text": "mutation SaleActionsRetryMutation(\n  $userId: String!\n  $saleId: String!\n) {\n  retrySaleFulfilment(userId: $userId, saleId: $saleId) {\n    ok\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "33fd75f2c5541fe819a4d7ed7f08924c";

export default node;
