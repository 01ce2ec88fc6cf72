/**
 * @generated SignedSource<<8c110eda2c08a8b5c07467e37a07b464>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useImportPollingQuery$variables = {
  userId: string;
};
export type useImportPollingQuery$data = {
  readonly inventoryImport: {
    readonly " $fragmentSpreads": FragmentRefs<"RefreshInventory_run">;
  } | null | undefined;
};
export type useImportPollingQuery = {
  response: useImportPollingQuery$data;
  variables: useImportPollingQuery$variables;
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
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useImportPollingQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InventoryImport",
        "kind": "LinkedField",
        "name": "inventoryImport",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RefreshInventory_run"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImportPollingQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
    "cacheID": "60ed73cca27cd073e89c6c346f7951ea",
    "id": null,
    "metadata": {},
    "name": "useImportPollingQuery",
    "operationKind": "query",
    "text": "query useImportPollingQuery(\n  $userId: String!\n) {\n  inventoryImport(userId: $userId) {\n    ...RefreshInventory_run\n  }\n}\n\nfragment ImportProgress_run on InventoryImport {\n  status\n  phase\n  totalRows\n  processedRows\n  skippedRows\n  error\n}\n\nfragment RefreshInventory_run on InventoryImport {\n  status\n  ...ImportProgress_run\n}\n"
  }
};
})();

(node as any).hash = "17e83b22f56f5a8972bfbd49813a70cc";

export default node;
