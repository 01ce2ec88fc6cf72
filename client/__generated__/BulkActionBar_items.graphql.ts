/**
 * @generated SignedSource<<3f0c0d873faec263652961daf37237ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingStatus = "DELISTING" | "FAILED_TO_LIST" | "FAILED_TO_REVISE" | "LISTED" | "LISTING" | "PUBLISHED" | "PUBLISHING" | "REVISED" | "REVISED_PRICE" | "REVISING" | "REVISING_IMAGE" | "UNPUBLISHED" | "UNPUBLISHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BulkActionBar_items$data = ReadonlyArray<{
  readonly ebayListing: {
    readonly inProgress: boolean;
    readonly live: boolean;
    readonly status: ListingStatus;
  } | null | undefined;
  readonly fbaQuantity: number;
  readonly id: string;
  readonly mfnQuantity: number;
  readonly onbuyListing: {
    readonly inProgress: boolean;
    readonly live: boolean;
    readonly status: ListingStatus;
  } | null | undefined;
  readonly sellerSku: string;
  readonly shopifyListing: {
    readonly inProgress: boolean;
    readonly live: boolean;
    readonly status: ListingStatus;
  } | null | undefined;
  readonly " $fragmentType": "BulkActionBar_items";
}>;
export type BulkActionBar_items$key = ReadonlyArray<{
  readonly " $data"?: BulkActionBar_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"BulkActionBar_items">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
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
      "name": "ebayListing",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Listing",
      "kind": "LinkedField",
      "name": "shopifyListing",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Listing",
      "kind": "LinkedField",
      "name": "onbuyListing",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};
})();

(node as any).hash = "0b3b7c7d5e4d8e2681b1d81aa096f118";

export default node;
