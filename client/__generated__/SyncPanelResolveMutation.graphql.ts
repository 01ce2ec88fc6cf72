/**
 * @generated SignedSource<<214e0e0c5110dbf51042c779b54fdad8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SyncPanelResolveMutation$variables = {
  changeId: string;
  keep: boolean;
  userId: string;
};
export type SyncPanelResolveMutation$data = {
  readonly resolveChannelEdit: boolean;
};
export type SyncPanelResolveMutation = {
  response: SyncPanelResolveMutation$data;
  variables: SyncPanelResolveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "changeId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "keep"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "changeId",
        "variableName": "changeId"
      },
      {
        "kind": "Variable",
        "name": "keep",
        "variableName": "keep"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "kind": "ScalarField",
    "name": "resolveChannelEdit",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SyncPanelResolveMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SyncPanelResolveMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "1aa735c62e23fa3274e6015ce54ee3d4",
    "id": null,
    "metadata": {},
    "name": "SyncPanelResolveMutation",
    "operationKind": "mutation",
    "text": "mutation SyncPanelResolveMutation(\n  $userId: String!\n  $changeId: String!\n  $keep: Boolean!\n) {\n  resolveChannelEdit(userId: $userId, changeId: $changeId, keep: $keep)\n}\n"
  }
};
})();

(node as any).hash = "483ea27e3a9cddfb0dcc8b9a27c61949";

export default node;
