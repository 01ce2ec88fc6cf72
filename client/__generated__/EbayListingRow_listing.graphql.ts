/**
 * @generated SignedSource<<7d9c107935ced560bcdd790092497843>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EbayListingRow_listing$data = {
  readonly externalId: string | null | undefined;
  readonly item: {
    readonly asin: string;
    readonly ebayConditionCode: number;
    readonly edits: {
      readonly title: string | null | undefined;
    };
    readonly itemId: string;
    readonly sellerSku: string;
    readonly thumbSrc: string | null | undefined;
    readonly title: string;
    readonly totalQuantity: number;
  };
  readonly lastSyncedAt: any | null | undefined;
  readonly priceCents: number | null | undefined;
  readonly salesCount: number;
  readonly statusAt: any;
  readonly url: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EbayListingStatus_listing">;
  readonly " $fragmentType": "EbayListingRow_listing";
};
export type EbayListingRow_listing$key = {
  readonly " $data"?: EbayListingRow_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"EbayListingRow_listing">;
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
  "name": "EbayListingRow_listing",
  "selections": [
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
      "name": "priceCents",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "EbayListingStatus_listing"
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
          "concreteType": "InventoryItemEdits",
          "kind": "LinkedField",
          "name": "edits",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
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

(node as any).hash = "89267025c617908920d0e206e5a55244";

export default node;
