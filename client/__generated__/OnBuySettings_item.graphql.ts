/**
 * @generated SignedSource<<3c2d1104fe4986cdb6ef20df5bc03f85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OnbuySettingsTab = "CHOOSE" | "CREATE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OnBuySettings_item$data = {
  readonly onbuySettingsTab: OnbuySettingsTab;
  readonly " $fragmentSpreads": FragmentRefs<"OnBuyChooseExisting_item" | "OnBuyCreateNew_item">;
  readonly " $fragmentType": "OnBuySettings_item";
};
export type OnBuySettings_item$key = {
  readonly " $data"?: OnBuySettings_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnBuySettings_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnBuySettings_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onbuySettingsTab",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OnBuyChooseExisting_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OnBuyCreateNew_item"
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};

(node as any).hash = "ac4063fae7e611172eaee51182da51ea";

export default node;
