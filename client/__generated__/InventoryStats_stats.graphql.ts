/**
 * @generated SignedSource<<ea5611919c4719fb9720bbc1bc0fd5d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InventoryStats_stats$data = {
  readonly activeEbayListings: number;
  readonly activeShopifyListings: number;
  readonly afnItemCount: number;
  readonly allItemsCount: number;
  readonly lastInventoryUpdateAt: any | null | undefined;
  readonly mfnItemCount: number;
  readonly " $fragmentType": "InventoryStats_stats";
};
export type InventoryStats_stats$key = {
  readonly " $data"?: InventoryStats_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryStats_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InventoryStats_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastInventoryUpdateAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allItemsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "afnItemCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mfnItemCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activeEbayListings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activeShopifyListings",
      "storageKey": null
    }
  ],
  "type": "InventoryStats",
  "abstractKey": null
};

(node as any).hash = "6d4f0401b32434e080e0042684c62a46";

export default node;
