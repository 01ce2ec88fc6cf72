/**
 * @generated SignedSource<<2816ca11fa284c050054bc16d20a4c32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EbayPriceSource = "fixed" | "formula" | "locked" | "percent" | "%future added value";
export type OffsiteFulfilmentSource = "custom" | "estimate" | "merchant" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PricingInfoPanel_item$data = {
  readonly ebayPricing: {
    readonly amazonEarningsCents: number | null | undefined;
    readonly amazonFeesCents: number | null | undefined;
    readonly amazonPriceCents: number | null | undefined;
    readonly ebayFeeCents: number;
    readonly marginCents: number | null | undefined;
    readonly missing: ReadonlyArray<string>;
    readonly offsiteFulfilmentCents: number;
    readonly offsiteFulfilmentSource: OffsiteFulfilmentSource;
    readonly priceCents: number;
    readonly ready: boolean;
    readonly source: EbayPriceSource;
  };
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
      "concreteType": "EbayPricing",
      "kind": "LinkedField",
      "name": "ebayPricing",
      "plural": false,
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
          "name": "source",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ready",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "missing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amazonPriceCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amazonFeesCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amazonEarningsCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "offsiteFulfilmentCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "offsiteFulfilmentSource",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayFeeCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marginCents",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};

(node as any).hash = "d19e3ee5d600703f106c68ea3442c0a5";

export default node;
