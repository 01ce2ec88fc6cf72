/**
 * @generated SignedSource<<9a90e90f8e931faa6ef53255b4e7e7f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShopifyListingRow_listing$data = {
  readonly externalId: string | null | undefined;
  readonly item: {
    readonly asin: string;
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
  readonly " $fragmentSpreads": FragmentRefs<"ShopifyListingStatus_listing">;
  readonly " $fragmentType": "ShopifyListingRow_listing";
};
export type ShopifyListingRow_listing$key = {
  readonly " $data"?: ShopifyListingRow_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShopifyListingRow_listing">;
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
  "name": "ShopifyListingRow_listing",
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
      "name": "priceCents",
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
      "name": "ShopifyListingStatus_listing"
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

(node as any).hash = "9f14323825be0eb80ca9ef3959a6c4d2";

export default node;
