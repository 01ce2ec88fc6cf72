/**
 * @generated SignedSource<<e03fdb26946a27e6000a70a7a90dbebc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingStatus = "DELISTING" | "FAILED_TO_LIST" | "FAILED_TO_REVISE" | "LISTED" | "LISTING" | "PUBLISHED" | "PUBLISHING" | "REVISED" | "REVISED_PRICE" | "REVISING" | "REVISING_IMAGE" | "UNPUBLISHED" | "UNPUBLISHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChannelStatusChips_item$data = {
  readonly ebayListing: {
    readonly errored: boolean;
    readonly inProgress: boolean;
    readonly live: boolean;
    readonly status: ListingStatus;
  } | null | undefined;
  readonly onbuyListing: {
    readonly errored: boolean;
    readonly inProgress: boolean;
    readonly live: boolean;
    readonly status: ListingStatus;
  } | null | undefined;
  readonly shopifyListing: {
    readonly errored: boolean;
    readonly inProgress: boolean;
    readonly live: boolean;
    readonly status: ListingStatus;
  } | null | undefined;
  readonly " $fragmentType": "ChannelStatusChips_item";
};
export type ChannelStatusChips_item$key = {
  readonly " $data"?: ChannelStatusChips_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelStatusChips_item">;
};

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
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "errored",
    "storageKey": null
  }
];
return {
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

(node as any).hash = "9493493d6e6133707d338122ad261261";

export default node;
