/**
 * @generated SignedSource<<c72fe30211e9e6ca3de168bca605413b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnbuyListingsResults_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly inProgress: boolean;
      readonly item: {
        readonly itemId: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"OnbuyListingRow_listing">;
    };
  }>;
  readonly page: number;
  readonly pageSize: number;
  readonly totalCount: number;
  readonly " $fragmentType": "OnbuyListingsResults_connection";
};
export type OnbuyListingsResults_connection$key = {
  readonly " $data"?: OnbuyListingsResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnbuyListingsResults_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnbuyListingsResults_connection",
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
      "concreteType": "OnbuyListingConnectionEdge",
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
              "concreteType": "InventoryItem",
              "kind": "LinkedField",
              "name": "item",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "itemId",
                  "storageKey": null
                }
              ],
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
              "name": "OnbuyListingRow_listing"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OnbuyListingConnection",
  "abstractKey": null
};

(node as any).hash = "e7192d184c76e4b804f484ffa32c28ec";

export default node;
