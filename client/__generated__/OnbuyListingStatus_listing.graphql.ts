/**
 * @generated SignedSource<<f5e3974b3b85cf5dd19a09a32977fba2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingStatus = "DELISTING" | "FAILED_TO_LIST" | "FAILED_TO_REVISE" | "LISTED" | "LISTING" | "PUBLISHED" | "PUBLISHING" | "REVISED" | "REVISED_PRICE" | "REVISING" | "REVISING_IMAGE" | "UNPUBLISHED" | "UNPUBLISHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OnbuyListingStatus_listing$data = {
  readonly errored: boolean;
  readonly inProgress: boolean;
  readonly lastError: string | null | undefined;
  readonly live: boolean;
  readonly status: ListingStatus;
  readonly statusAt: any;
  readonly " $fragmentType": "OnbuyListingStatus_listing";
};
export type OnbuyListingStatus_listing$key = {
  readonly " $data"?: OnbuyListingStatus_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnbuyListingStatus_listing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnbuyListingStatus_listing",
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
      "name": "errored",
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

(node as any).hash = "1992aabf50961ffd0716ffdf142753a8";

export default node;
