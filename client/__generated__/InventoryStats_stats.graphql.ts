/**
 * @generated SignedSource<<de9249895afe0774aa54c60c4d27c43d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InventoryStats_stats$data = {
  readonly activeEbayListings: number;
  readonly activeOnbuyListings: number;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activeOnbuyListings",
      "storageKey": null
    }
  ],
  "type": "InventoryStats",
  "abstractKey": null
};

(node as any).hash = "bf648b4c390f40af8d7ebbb4eedb08c0";

export default node;
