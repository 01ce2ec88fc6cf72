/**
 * @generated SignedSource<<6a1f8b5be4763d113579dd2ac97b39f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportEbayListingsMutation$variables = {
  csv: string;
  userId: string;
};
export type ImportEbayListingsMutation$data = {
  readonly importEbayListings: {
    readonly __typename: string;
    readonly imported?: number;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly ebayItemId: string | null | undefined;
      readonly line: number;
      readonly message: string;
    }>;
    readonly unchanged?: number;
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
                "name": "ebayItemId",
                "storageKey": null
              },
              (v2/*:: as any*/)
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
    "cacheID": "a01c5311383b6d3930626f85e5753f8d",
    "id": null,
    "metadata": {},
    "name": "ImportEbayListingsMutation",
    "operationKind": "mutation",
    "text": "mutation ImportEbayListingsMutation(\n  $userId: String!\n  $csv: String!\n) {\n  importEbayListings(userId: $userId, csv: $csv) {\n    __typename\n    ... on ImportEbayListingsSuccess {\n      imported\n      unchanged\n      problems {\n        line\n        ebayItemId\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cabffdf9ded1999f8f4db604a21fd0aa";

export default node;
