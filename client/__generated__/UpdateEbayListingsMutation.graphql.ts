/**
 * @generated SignedSource<<8d65f8b16f56ce888c49372ecb86a3f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEbayListingsMutation$variables = {
  csv: string;
  userId: string;
};
export type UpdateEbayListingsMutation$data = {
  readonly updateEbayListings: {
    readonly __typename: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly ebayItemId: string | null | undefined;
      readonly line: number;
      readonly message: string;
    }>;
    readonly updated?: number;
  };
};
export type UpdateEbayListingsMutation = {
  response: UpdateEbayListingsMutation$data;
  variables: UpdateEbayListingsMutation$variables;
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
    "name": "updateEbayListings",
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
            "name": "updated",
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
        "type": "UpdateEbayListingsSuccess",
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
    "name": "UpdateEbayListingsMutation",
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
    "name": "UpdateEbayListingsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "249973bad1b0ea67f783c9e63c779543",
    "id": null,
    "metadata": {},
    "name": "UpdateEbayListingsMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateEbayListingsMutation(\n  $userId: String!\n  $csv: String!\n) {\n  updateEbayListings(userId: $userId, csv: $csv) {\n    __typename\n    ... on UpdateEbayListingsSuccess {\n      updated\n      problems {\n        line\n        ebayItemId\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0d09262aa4db47284a7facf2104818cf";

export default node;
