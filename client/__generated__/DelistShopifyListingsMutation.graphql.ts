/**
 * @generated SignedSource<<c04e0520df642f1b82231c6b3f1452ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DelistShopifyListingsMutation$variables = {
  listingIds: ReadonlyArray<string>;
  userId: string;
};
export type DelistShopifyListingsMutation$data = {
  readonly delistShopifyListings: {
    readonly __typename: string;
    readonly count?: number;
    readonly message?: string;
  };
};
export type DelistShopifyListingsMutation = {
  response: DelistShopifyListingsMutation$data;
  variables: DelistShopifyListingsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listingIds"
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
        "name": "listingIds",
        "variableName": "listingIds"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "delistShopifyListings",
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
            "name": "count",
            "storageKey": null
          }
        ],
        "type": "DelistShopifyListingsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
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
    "name": "DelistShopifyListingsMutation",
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
    "name": "DelistShopifyListingsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "5a1a2ca99386563db62aabfd16fb4dbe",
    "id": null,
    "metadata": {},
    "name": "DelistShopifyListingsMutation",
    "operationKind": "mutation",
    "text": "mutation DelistShopifyListingsMutation(\n  $userId: String!\n  $listingIds: [String!]!\n) {\n  delistShopifyListings(userId: $userId, listingIds: $listingIds) {\n    __typename\n    ... on DelistShopifyListingsSuccess {\n      count\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "693d19b9c85b1f05c00bd7fd3473fa5c";

export default node;
