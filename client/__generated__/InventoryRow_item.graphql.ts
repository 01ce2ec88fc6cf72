/**
 * @generated SignedSource<<6df4c5d20e86f5482129c94106cd05e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InventoryRow_item$data = {
  readonly asin: string;
  readonly channelQuantities: ReadonlyArray<{
    readonly channel: ListingChannel;
    readonly quantity: number;
  }>;
  readonly channelQuantity: number;
  readonly condition: string;
  readonly edits: {
    readonly title: string | null | undefined;
  };
  readonly family: {
    readonly childCount: number;
    readonly dimensions: ReadonlyArray<string>;
  } | null | undefined;
  readonly hidden: boolean;
  readonly itemId: string;
  readonly listings: ReadonlyArray<{
    readonly channel: ListingChannel;
    readonly live: boolean;
  }>;
  readonly priceCents: number | null | undefined;
  readonly quantityBuffer: number | null | undefined;
  readonly sellerSku: string;
  readonly thumbSrc: string | null | undefined;
  readonly title: string;
  readonly totalQuantity: number;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelStatusChips_item">;
  readonly " $fragmentType": "InventoryRow_item";
};
export type InventoryRow_item$key = {
  readonly " $data"?: InventoryRow_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryRow_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "channel",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InventoryRow_item",
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
      "name": "asin",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbSrc",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "condition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalQuantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantityBuffer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channelQuantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChannelQuantity",
      "kind": "LinkedField",
      "name": "channelQuantities",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        }
      ],
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
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "live",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
      "name": "hidden",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChannelStatusChips_item"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InventoryItemEdits",
      "kind": "LinkedField",
      "name": "edits",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VariationFamily",
      "kind": "LinkedField",
      "name": "family",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dimensions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "childCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};
})();

(node as any).hash = "a622be3f3b7b6a2400ed4160f229f166";

export default node;
