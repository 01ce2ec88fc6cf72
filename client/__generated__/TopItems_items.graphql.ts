/**
 * @generated SignedSource<<d8b0712ca793e82dcdc2598462e89ba6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopItems_items$data = ReadonlyArray<{
  readonly currency: string;
  readonly itemId: string;
  readonly profitCents: number;
  readonly sellerSku: string;
  readonly title: string;
  readonly units: number;
  readonly " $fragmentType": "TopItems_items";
}>;
export type TopItems_items$key = ReadonlyArray<{
  readonly " $data"?: TopItems_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopItems_items">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "TopItems_items",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sellerSku",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "units",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profitCents",
      "storageKey": null
    }
  ],
  "type": "DashboardItem",
  "abstractKey": null
};

(node as any).hash = "bca547adc65f682eb12063d952f91130";

export default node;
