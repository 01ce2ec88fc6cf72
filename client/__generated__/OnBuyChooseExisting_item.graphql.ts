/**
 * @generated SignedSource<<dc8229d3daa3e802dd4f8d6575f97b95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnBuyChooseExisting_item$data = {
  readonly id: string;
  readonly onbuyProductCode: string | null | undefined;
  readonly onbuyProductUrl: string | null | undefined;
  readonly " $fragmentType": "OnBuyChooseExisting_item";
};
export type OnBuyChooseExisting_item$key = {
  readonly " $data"?: OnBuyChooseExisting_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnBuyChooseExisting_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnBuyChooseExisting_item",
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
      "name": "onbuyProductCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onbuyProductUrl",
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};

(node as any).hash = "11bee36bd832eefa33a398730505e463";

export default node;
