/**
 * @generated SignedSource<<48afb593dfc1c86455b7722c68c9dfec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
export type ListingStatus = "DELISTING" | "FAILED_TO_LIST" | "FAILED_TO_REVISE" | "LISTED" | "LISTING" | "PUBLISHED" | "PUBLISHING" | "REVISED" | "REVISED_PRICE" | "REVISING" | "REVISING_IMAGE" | "UNPUBLISHED" | "UNPUBLISHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BulkActionBar_items$data = ReadonlyArray<{
  readonly fbaQuantity: number;
  readonly id: string;
  readonly listings: ReadonlyArray<{
    readonly channel: ListingChannel;
    readonly inProgress: boolean;
    readonly live: boolean;
    readonly status: ListingStatus;
  }>;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Listing",
      "kind": "LinkedField",
      "name": "listings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "channel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "live",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inProgress",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};

(node as any).hash = "cc5d5f947a7a8addcb29e599864c33db";

export default node;
