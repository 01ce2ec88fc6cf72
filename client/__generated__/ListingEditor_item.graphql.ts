/**
 * @generated SignedSource<<946e5cf5652c6cd1816d76bad75dc3cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingEditor_item$data = {
  readonly allowBestOffer: boolean;
  readonly catalogDetails: {
    readonly description: string | null | undefined;
    readonly featureBullets: ReadonlyArray<string>;
    readonly images: ReadonlyArray<string>;
    readonly productDetails: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
  } | null | undefined;
  readonly ebayCategory: {
    readonly fullCategoryText: string;
  } | null | undefined;
  readonly edits: {
    readonly allowBestOffer: boolean | null | undefined;
    readonly conditionNote: string | null | undefined;
    readonly description: string | null | undefined;
    readonly ebayCategoryId: string | null | undefined;
    readonly ebayConditionId: string | null | undefined;
    readonly ebayPriceCents: number | null | undefined;
    readonly featureBullets: ReadonlyArray<string> | null | undefined;
    readonly images: ReadonlyArray<string> | null | undefined;
    readonly productDetails: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }> | null | undefined;
    readonly title: string | null | undefined;
    readonly variantSpecifics: ReadonlyArray<{
      readonly dimension: string;
      readonly value: string;
    }> | null | undefined;
  };
  readonly id: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"EbaySettings_item" | "PricingInfoPanel_item">;
  readonly " $fragmentType": "ListingEditor_item";
};
export type ListingEditor_item$key = {
  readonly " $data"?: ListingEditor_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingEditor_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowBestOffer",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "images",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "featureBullets",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ProductDetail",
  "kind": "LinkedField",
  "name": "productDetails",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v5/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingEditor_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CatalogDetails",
      "kind": "LinkedField",
      "name": "catalogDetails",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v6/*:: as any*/)
      ],
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
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayPriceCents",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayCategoryId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayConditionId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "conditionNote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ItemSpecific",
          "kind": "LinkedField",
          "name": "variantSpecifics",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dimension",
              "storageKey": null
            },
            (v5/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EbayCategory",
      "kind": "LinkedField",
      "name": "ebayCategory",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullCategoryText",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PricingInfoPanel_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EbaySettings_item"
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};
})();

(node as any).hash = "6bf9329ba464968be916044d02ea0b19";

export default node;
