/**
 * @generated SignedSource<<46b3f241d1b7886f30c4cd0d3359f6d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnbuyListingRow_listing$data = {
  readonly externalId: string | null | undefined;
  readonly item: {
    readonly asin: string;
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
  };
  readonly lastSyncedAt: any | null | undefined;
  readonly priceCents: number | null | undefined;
  readonly quantity: number | null | undefined;
  readonly salesCount: number;
  readonly sku: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"OnbuyListingStatus_listing">;
  readonly " $fragmentType": "OnbuyListingRow_listing";
};
export type OnbuyListingRow_listing$key = {
  readonly " $data"?: OnbuyListingRow_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnbuyListingRow_listing">;
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
  "name": "OnbuyListingRow_listing",
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
      "name": "OnbuyListingStatus_listing"
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Listing",
  "abstractKey": null
};
})();

(node as any).hash = "6124095e5e6b979f0af41fff450f2264";

export default node;
