/**
 * @generated SignedSource<<42e21705ea5ceed738ec8e8b244b6441>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingInfoPanel_item$data = {
  readonly earningsCents: number | null | undefined;
  readonly fulfillmentFeeCents: number | null | undefined;
  readonly priceCents: number | null | undefined;
  readonly referralFeeCents: number | null | undefined;
  readonly " $fragmentType": "PricingInfoPanel_item";
};
export type PricingInfoPanel_item$key = {
  readonly " $data"?: PricingInfoPanel_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricingInfoPanel_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PricingInfoPanel_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralFeeCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fulfillmentFeeCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "earningsCents",
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};

(node as any).hash = "ab115ee3a44757b769e973f1bc7752db";

export default node;
