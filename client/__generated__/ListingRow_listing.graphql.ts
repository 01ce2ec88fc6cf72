/**
 * @generated SignedSource<<9b82db6d07709fb5970e2c02b6fb0597>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingStatus = "DELISTING" | "FAILED_TO_LIST" | "FAILED_TO_REVISE" | "LISTED" | "LISTING" | "PUBLISHED" | "PUBLISHING" | "REVISED" | "REVISED_PRICE" | "REVISING" | "REVISING_IMAGE" | "UNPUBLISHED" | "UNPUBLISHING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ListingRow_listing$data = {
  readonly errored: boolean;
  readonly externalId: string | null | undefined;
  readonly inProgress: boolean;
  readonly item: {
    readonly asin: string;
    readonly ebayConditionCode: number;
    readonly edits: {
      readonly title: string | null | undefined;
    };
    readonly itemId: string;
    readonly onbuyProductCode: string | null | undefined;
    readonly onbuyProductUrl: string | null | undefined;
    readonly sellerSku: string;
    readonly thumbSrc: string | null | undefined;
    readonly title: string;
    readonly totalQuantity: number;
    readonly variationValues: ReadonlyArray<{
      readonly dimension: string;
      readonly value: string;
    }>;
  };
  readonly lastError: string | null | undefined;
  readonly lastSyncedAt: any | null | undefined;
  readonly listingId: string;
  readonly live: boolean;
  readonly pendingRevision: string | null | undefined;
  readonly priceCents: number | null | undefined;
  readonly quantity: number | null | undefined;
  readonly salesCount: number;
  readonly sku: string | null | undefined;
  readonly status: ListingStatus;
  readonly statusAt: any;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "ListingRow_listing";
};
export type ListingRow_listing$key = {
  readonly " $data"?: ListingRow_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingRow_listing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingRow_listing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "listingId",
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
      "name": "sku",
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
      "name": "quantity",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSyncedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salesCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InventoryItem",
      "kind": "LinkedField",
      "name": "item",
      "plural": false,
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
          "name": "totalQuantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayConditionCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "onbuyProductCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "onbuyProductUrl",
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
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ItemSpecific",
          "kind": "LinkedField",
          "name": "variationValues",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dimension",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Listing",
  "abstractKey": null
};
})();

(node as any).hash = "80473efe4ed1f1b98b197c91fc4fd5e4";

export default node;
