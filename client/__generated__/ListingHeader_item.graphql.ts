/**
 * @generated SignedSource<<f62cfe2808320b9cbf31a185011c3808>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingHeader_item$data = {
  readonly asin: string;
  readonly condition: string;
  readonly ebayStatus: string | null | undefined;
  readonly hidden: boolean;
  readonly itemType: string;
  readonly sellerSku: string;
  readonly shopifyStatus: string | null | undefined;
  readonly " $fragmentType": "ListingHeader_item";
};
export type ListingHeader_item$key = {
  readonly " $data"?: ListingHeader_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingHeader_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingHeader_item",
  "selections": [
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "condition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hidden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ebayStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shopifyStatus",
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};

(node as any).hash = "67abcc3d44e32100dfe0bb1c68c74a07";

export default node;
