/**
 * @generated SignedSource<<e0f9c88c50380e285b3b36e2edc6fc52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BulkActionBar_items$data = ReadonlyArray<{
  readonly fbaQuantity: number;
  readonly id: string;
  readonly mfnQuantity: number;
  readonly sellerSku: string;
  readonly " $fragmentType": "BulkActionBar_items";
}>;
export type BulkActionBar_items$key = ReadonlyArray<{
  readonly " $data"?: BulkActionBar_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"BulkActionBar_items">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "BulkActionBar_items",
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
      "name": "sellerSku",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fbaQuantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mfnQuantity",
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};

(node as any).hash = "0e5f999b444763943267308aec46d8c3";

export default node;
