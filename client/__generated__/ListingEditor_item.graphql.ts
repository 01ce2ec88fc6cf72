/**
 * @generated SignedSource<<596ac28d26487216b95124e96ec2173c>>
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
    readonly imageSrcs: ReadonlyArray<string>;
    readonly images: ReadonlyArray<string>;
    readonly productDetails: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
  } | null | undefined;
  readonly edits: {
    readonly allowBestOffer: boolean | null | undefined;
    readonly costBasisCents: number | null | undefined;
    readonly description: string | null | undefined;
    readonly ebayPriceCents: number | null | undefined;
    readonly featureBullets: ReadonlyArray<string> | null | undefined;
    readonly images: ReadonlyArray<string> | null | undefined;
    readonly productDetails: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }> | null | undefined;
    readonly title: string | null | undefined;
  };
  readonly id: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"PricingInfoPanel_item">;
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    }
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageSrcs",
          "storageKey": null
        },
        (v4/*:: as any*/),
        (v5/*:: as any*/)
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
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayPriceCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costBasisCents",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PricingInfoPanel_item"
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};
})();

(node as any).hash = "3370fbe09b1a6e0116b558e5a14c582c";

export default node;
