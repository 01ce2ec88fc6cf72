/**
 * @generated SignedSource<<d50fe80c7e3f8bd89218af203da7cf51>>
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
  readonly hidden: boolean;
  readonly itemType: string;
  readonly sellerSku: string;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelStatusChips_item">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChannelStatusChips_item"
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};

(node as any).hash = "78c5cece283f6aa3c60646313d4fe80a";

export default node;
