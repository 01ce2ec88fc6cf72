/**
 * @generated SignedSource<<9ef99ab50ed64ade49dc0c299278f918>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefreshInventoryPollQuery$variables = {
  userId: string;
};
export type RefreshInventoryPollQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RefreshInventory_query">;
};
export type RefreshInventoryPollQuery = {
  response: RefreshInventoryPollQuery$data;
  variables: RefreshInventoryPollQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RefreshInventoryPollQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RefreshInventory_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RefreshInventoryPollQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "userId",
            "variableName": "userId"
          }
        ],
        "concreteType": "InventoryImport",
        "kind": "LinkedField",
        "name": "inventoryImport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phase",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalRows",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "processedRows",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "skippedRows",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "error",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1efc4095fdf898bd464c494b5fd90f60",
    "id": null,
    "metadata": {},
    "name": "RefreshInventoryPollQuery",
    "operationKind": "query",
    "text": "query RefreshInventoryPollQuery(\n  $userId: String!\n) {\n  ...RefreshInventory_query\n}\n\nfragment ImportProgress_run on InventoryImport {\n  status\n  phase\n  totalRows\n  processedRows\n  skippedRows\n  error\n}\n\nfragment RefreshInventory_query on Query {\n  inventoryImport(userId: $userId) {\n    status\n    ...ImportProgress_run\n  }\n}\n"
  }
};
})();

(node as any).hash = "315f74cd0b56da70796b72f48cb60e73";

export default node;
