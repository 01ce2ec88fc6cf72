/**
 * @generated SignedSource<<2f350030d41cf9725dfb83cb9095bfd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportShopifyListingsMutation$variables = {
  csv: string;
  userId: string;
};
export type ImportShopifyListingsMutation$data = {
  readonly importShopifyListings: {
    readonly __typename: string;
    readonly imported?: number;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly line: number;
      readonly message: string;
      readonly sellerSku: string | null | undefined;
    }>;
    readonly unchanged?: number;
  };
};
export type ImportShopifyListingsMutation = {
  response: ImportShopifyListingsMutation$data;
  variables: ImportShopifyListingsMutation$variables;
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
    "name": "importShopifyListings",
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
            "concreteType": "ShopifyImportProblem",
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
                "name": "sellerSku",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ImportShopifyListingsSuccess",
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
    "name": "ImportShopifyListingsMutation",
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
    "name": "ImportShopifyListingsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "633eb9dfbd53ea9c873d500bdd53bb8d",
    "id": null,
    "metadata": {},
    "name": "ImportShopifyListingsMutation",
    "operationKind": "mutation",
    "text": "mutation ImportShopifyListingsMutation(\n  $userId: String!\n  $csv: String!\n) {\n  importShopifyListings(userId: $userId, csv: $csv) {\n    __typename\n    ... on ImportShopifyListingsSuccess {\n      imported\n      unchanged\n      problems {\n        line\n        sellerSku\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "be7fdbfbdeb891ebf069fc809a645121";

export default node;
