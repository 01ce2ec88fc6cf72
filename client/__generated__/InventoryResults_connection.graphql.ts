/**
 * @generated SignedSource<<1379b3293379fc25d0fc65688edc0a20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InventoryResults_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly listings: ReadonlyArray<{
        readonly inProgress: boolean;
        readonly pendingRevision: string | null | undefined;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"BulkActionBar_items" | "InventoryCard_item" | "InventoryRow_item">;
    };
  }>;
  readonly numPages: number;
  readonly page: number;
  readonly pageSize: number;
  readonly totalCount: number;
  readonly " $fragmentType": "InventoryResults_connection";
};
export type InventoryResults_connection$key = {
  readonly " $data"?: InventoryResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryResults_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InventoryResults_connection",
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
      "name": "numPages",
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
      "concreteType": "InventoryConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "InventoryItem",
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
              "concreteType": "Listing",
              "kind": "LinkedField",
              "name": "listings",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "inProgress",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "pendingRevision",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "InventoryRow_item"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "InventoryCard_item"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "BulkActionBar_items"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InventoryConnection",
  "abstractKey": null
};

(node as any).hash = "9d33ff2aa51bc9b4a2dfbe56f97abde4";

export default node;
