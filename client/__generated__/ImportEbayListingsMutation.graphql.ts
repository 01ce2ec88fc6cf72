/**
 * @generated SignedSource<<bc23ef4cbfaa891af7a41db053bd0a13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EbayImportRunStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type ImportEbayListingsMutation$variables = {
  csv: string;
  userId: string;
};
export type ImportEbayListingsMutation$data = {
  readonly importEbayListings: {
    readonly __typename: string;
    readonly message?: string;
    readonly run?: {
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
    };
  };
};
export type ImportEbayListingsMutation = {
  response: ImportEbayListingsMutation$data;
  variables: ImportEbayListingsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "csv"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "csv",
        "variableName": "csv"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "importEbayListings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EbayImportRun",
            "kind": "LinkedField",
            "name": "run",
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
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ImportEbayListingsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "ImportEbayListingsMutation",
    "selections": (v3/*:: as any*/),
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
    "name": "ImportEbayListingsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "930d4d1bae08ce54d2b7101e15fe0cb0",
    "id": null,
    "metadata": {},
    "name": "ImportEbayListingsMutation",
    "operationKind": "mutation",
    "text": "mutation ImportEbayListingsMutation(\n  $userId: String!\n  $csv: String!\n) {\n  importEbayListings(userId: $userId, csv: $csv) {\n    __typename\n    ... on ImportEbayListingsSuccess {\n      run {\n        id\n        status\n        total\n        done\n        imported\n        unchanged\n        error\n        problems {\n          line\n          message\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab91d3eb86b8a8059cf58579a2cabefb";

export default node;
