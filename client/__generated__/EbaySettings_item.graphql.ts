/**
 * @generated SignedSource<<7e9504e36754c49eae36b31249073ca4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EbaySettings_item$data = {
  readonly ebayCatalogSpecifics: ReadonlyArray<{
    readonly dimension: string;
    readonly value: string;
  }>;
  readonly ebaySuggestedCategory: {
    readonly categoryId: string;
    readonly fullCategoryText: string;
  } | null | undefined;
  readonly id: string;
  readonly itemId: string;
  readonly " $fragmentType": "EbaySettings_item";
};
export type EbaySettings_item$key = {
  readonly " $data"?: EbaySettings_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"EbaySettings_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EbaySettings_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "concreteType": "EbayCategory",
      "kind": "LinkedField",
      "name": "ebaySuggestedCategory",
      "plural": false,
      "selections": [
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
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ItemSpecific",
      "kind": "LinkedField",
      "name": "ebayCatalogSpecifics",
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
  "type": "InventoryItem",
  "abstractKey": null
};

(node as any).hash = "cc93309879b27acfb37da877c7192b5a";

export default node;
