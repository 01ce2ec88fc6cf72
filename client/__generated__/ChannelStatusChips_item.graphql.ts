/**
 * @generated SignedSource<<6f0592ed70d8dd4bd33583f4462f653a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
export type ListingStatus = "DELISTING" | "FAILED_TO_LIST" | "FAILED_TO_REVISE" | "LISTED" | "LISTING" | "PUBLISHED" | "PUBLISHING" | "REVISED" | "REVISED_PRICE" | "REVISING" | "REVISING_IMAGE" | "UNPUBLISHED" | "UNPUBLISHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChannelStatusChips_item$data = {
  readonly listings: ReadonlyArray<{
    readonly channel: ListingChannel;
    readonly errored: boolean;
    readonly inProgress: boolean;
    readonly live: boolean;
    readonly status: ListingStatus;
  }>;
  readonly " $fragmentType": "ChannelStatusChips_item";
};
export type ChannelStatusChips_item$key = {
  readonly " $data"?: ChannelStatusChips_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelStatusChips_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChannelStatusChips_item",
  "selections": [
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "errored",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};

(node as any).hash = "62a418ef74b72abe571d120bc995b3ed";

export default node;
