/**
 * @generated SignedSource<<a16d207cfe97e620dbcc9ec340ed4f87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShopifyListingsResults_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly inProgress: boolean;
      readonly listingId: string;
      readonly " $fragmentSpreads": FragmentRefs<"ShopifyListingRow_listing">;
    };
  }>;
  readonly page: number;
  readonly pageSize: number;
  readonly totalCount: number;
  readonly " $fragmentType": "ShopifyListingsResults_connection";
};
export type ShopifyListingsResults_connection$key = {
  readonly " $data"?: ShopifyListingsResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShopifyListingsResults_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShopifyListingsResults_connection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "page",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ShopifyListingConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Listing",
          "kind": "LinkedField",
          "name": "node",
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
              "name": "listingId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "inProgress",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ShopifyListingRow_listing"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ShopifyListingConnection",
  "abstractKey": null
};

(node as any).hash = "20ed8cad7e1f0f6c437fbe62757055c8";

export default node;
