/**
 * @generated SignedSource<<89de40dae4630b50f8a6dac1c74a0b3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingStatus = "DELISTING" | "FAILED_TO_LIST" | "FAILED_TO_REVISE" | "LISTED" | "LISTING" | "PUBLISHED" | "PUBLISHING" | "REVISED" | "REVISED_PRICE" | "REVISING" | "REVISING_IMAGE" | "UNPUBLISHED" | "UNPUBLISHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EbayStatusPanel_item$data = {
  readonly ebayListing: {
    readonly externalId: string | null | undefined;
    readonly forceRemoved: boolean;
    readonly id: string;
    readonly inProgress: boolean;
    readonly lastError: string | null | undefined;
    readonly live: boolean;
    readonly status: ListingStatus;
    readonly statusAt: any;
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly edits: {
    readonly ebayPriceCents: number | null | undefined;
  };
  readonly id: string;
  readonly priceCents: number | null | undefined;
  readonly " $fragmentType": "EbayStatusPanel_item";
};
export type EbayStatusPanel_item$key = {
  readonly " $data"?: EbayStatusPanel_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"EbayStatusPanel_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EbayStatusPanel_item",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "InventoryItemEdits",
      "kind": "LinkedField",
      "name": "edits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayPriceCents",
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
      "name": "ebayListing",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "forceRemoved",
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
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};
})();

(node as any).hash = "5d9810fe362be73b689c49527c6f9716";

export default node;
