/**
 * @generated SignedSource<<8611eb20ca9a0682da1cc46b07914024>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InventoryCard_item$data = {
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
  readonly " $fragmentType": "InventoryCard_item";
};
export type InventoryCard_item$key = {
  readonly " $data"?: InventoryCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryCard_item">;
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
  "name": "InventoryCard_item",
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
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};
})();

(node as any).hash = "ef6a184ec3fb6fed40534778a227c50a";

export default node;
