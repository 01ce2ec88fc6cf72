/**
 * @generated SignedSource<<b65a832448a90fdee6edf6963c1042c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingStatus = "DELISTING" | "FAILED_TO_LIST" | "FAILED_TO_REVISE" | "LISTED" | "LISTING" | "PUBLISHED" | "PUBLISHING" | "REVISED" | "REVISED_PRICE" | "REVISING" | "REVISING_IMAGE" | "UNPUBLISHED" | "UNPUBLISHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EbayListingStatus_listing$data = {
  readonly errored: boolean;
  readonly inProgress: boolean;
  readonly lastError: string | null | undefined;
  readonly live: boolean;
  readonly pendingRevision: string | null | undefined;
  readonly status: ListingStatus;
  readonly " $fragmentType": "EbayListingStatus_listing";
};
export type EbayListingStatus_listing$key = {
  readonly " $data"?: EbayListingStatus_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"EbayListingStatus_listing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EbayListingStatus_listing",
  "selections": [
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingRevision",
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
  "type": "Listing",
  "abstractKey": null
};

(node as any).hash = "4013f9849d81e77d3730106f10f4b54d";

export default node;
