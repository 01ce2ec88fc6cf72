/**
 * @generated SignedSource<<06922dfbebc37f2f9c770a5b267530cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingEditorEbay_item$data = {
  readonly ebayCatalogSpecifics: ReadonlyArray<{
    readonly dimension: string;
    readonly value: string;
  }>;
  readonly ebayCategory: {
    readonly categoryId: string;
    readonly fullCategoryText: string;
  } | null | undefined;
  readonly ebaySuggestedCategory: {
    readonly categoryId: string;
    readonly fullCategoryText: string;
  } | null | undefined;
  readonly edits: {
    readonly conditionNote: string | null | undefined;
    readonly ebayCategoryId: string | null | undefined;
    readonly ebayConditionId: string | null | undefined;
    readonly variantSpecifics: ReadonlyArray<{
      readonly dimension: string;
      readonly value: string;
    }> | null | undefined;
  };
  readonly itemId: string;
  readonly " $fragmentType": "ListingEditorEbay_item";
};
export type ListingEditorEbay_item$key = {
  readonly " $data"?: ListingEditorEbay_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingEditorEbay_item">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "categoryId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fullCategoryText",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingEditorEbay_item",
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
      "concreteType": "InventoryItemEdits",
      "kind": "LinkedField",
      "name": "edits",
      "plural": false,
      "selections": [
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
          "selections": (v0/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EbayCategory",
      "kind": "LinkedField",
      "name": "ebaySuggestedCategory",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ItemSpecific",
      "kind": "LinkedField",
      "name": "ebayCatalogSpecifics",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};
})();

(node as any).hash = "59d9440bd0f641e19a4bb171f9f34473";

export default node;
