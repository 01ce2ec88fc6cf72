/**
 * @generated SignedSource<<ad851a59c0b0551df687e600f49fcd61>>
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
    readonly thumbUrl: string | null | undefined;
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
          "name": "thumbUrl",
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

(node as any).hash = "155d36a22db1f9b1e37d392b6616fff6";

export default node;
