/**
 * @generated SignedSource<<d5a5c2b51f0a726ab2aee5643cc89a2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingStatus = "DELISTING" | "FAILED_TO_LIST" | "FAILED_TO_REVISE" | "LISTED" | "LISTING" | "PUBLISHED" | "PUBLISHING" | "REVISED" | "REVISED_PRICE" | "REVISING" | "REVISING_IMAGE" | "UNPUBLISHED" | "UNPUBLISHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ShopifyActionMutations_item$data = {
  readonly shopifyListing: {
    readonly externalId: string | null | undefined;
    readonly id: string;
    readonly inProgress: boolean;
    readonly lastError: string | null | undefined;
    readonly live: boolean;
    readonly status: ListingStatus;
    readonly statusAt: any;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelStatusChips_item">;
  readonly " $fragmentType": "ShopifyActionMutations_item";
};
export type ShopifyActionMutations_item$key = {
  readonly " $data"?: ShopifyActionMutations_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShopifyActionMutations_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShopifyActionMutations_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Listing",
      "kind": "LinkedField",
      "name": "shopifyListing",
      "plural": false,
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusAt",
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
          "name": "externalId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastError",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChannelStatusChips_item"
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};

(node as any).hash = "8644d4bee29079fcd32a9524b8b44f11";

export default node;
