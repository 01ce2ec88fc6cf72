/**
 * @generated SignedSource<<5cf9b9b8183e08aae7ed9d2945e4b513>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EbayImportRunStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type ImportEbayListingsMutationRunQuery$variables = {
  id: string;
  userId: string;
};
export type ImportEbayListingsMutationRunQuery$data = {
  readonly ebayImportRun: {
    readonly done: number;
    readonly error: string | null | undefined;
    readonly id: string;
    readonly imported: number;
    readonly problems: ReadonlyArray<{
      readonly line: number;
      readonly message: string;
    }>;
    readonly status: EbayImportRunStatus;
    readonly total: number;
    readonly unchanged: number;
  } | null | undefined;
};
export type ImportEbayListingsMutationRunQuery = {
  response: ImportEbayListingsMutationRunQuery$data;
  variables: ImportEbayListingsMutationRunQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "EbayImportRun",
    "kind": "LinkedField",
    "name": "ebayImportRun",
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "done",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "imported",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unchanged",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "EbayCsvProblem",
        "kind": "LinkedField",
        "name": "problems",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "line",
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
    "name": "ImportEbayListingsMutationRunQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ImportEbayListingsMutationRunQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "86ce3805f507983d8b2c74ed76644294",
    "id": null,
    "metadata": {},
    "name": "ImportEbayListingsMutationRunQuery",
    "operationKind": "query",
    "text": "query ImportEbayListingsMutationRunQuery(\n  $userId: String!\n  $id: String!\n) {\n  ebayImportRun(userId: $userId, id: $id) {\n    id\n    status\n    total\n    done\n    imported\n    unchanged\n    error\n    problems {\n      line\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e2d2c6920a31342ca7a5b0302fbaea8";

export default node;
