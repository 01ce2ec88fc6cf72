/**
 * @generated SignedSource<<653f6bb88fd51a6fb5b7ece2cd0c5f3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingStatus = "DELISTING" | "FAILED_TO_LIST" | "FAILED_TO_REVISE" | "LISTED" | "LISTING" | "PUBLISHED" | "PUBLISHING" | "REVISED" | "REVISED_PRICE" | "REVISING" | "REVISING_IMAGE" | "UNPUBLISHED" | "UNPUBLISHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChannelStatusChips_item$data = {
  readonly listingsOnChannels: ReadonlyArray<{
    readonly channelCode: string;
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
      "name": "listingsOnChannels",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "channelCode",
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

(node as any).hash = "eded7bf4863ddcd3095210c2834fa348";

export default node;
