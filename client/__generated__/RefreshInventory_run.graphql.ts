/**
 * @generated SignedSource<<491524bfa384e4abce65cff24b83b5d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefreshInventory_run$data = {
  readonly status: string;
  readonly " $fragmentSpreads": FragmentRefs<"ImportProgress_run">;
  readonly " $fragmentType": "RefreshInventory_run";
};
export type RefreshInventory_run$key = {
  readonly " $data"?: RefreshInventory_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"RefreshInventory_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RefreshInventory_run",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ImportProgress_run"
    }
  ],
  "type": "InventoryImport",
  "abstractKey": null
};

(node as any).hash = "e85ac923be29933e52e2904a529875cc";

export default node;
