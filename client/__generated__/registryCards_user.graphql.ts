/**
 * @generated SignedSource<<e0e8d448bddf6951ef796f71b0e5706e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type registryCards_user$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EbayCard_user" | "OnbuyCard_user" | "ShopifyCard_user">;
  readonly " $fragmentType": "registryCards_user";
};
export type registryCards_user$key = {
  readonly " $data"?: registryCards_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"registryCards_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "registryCards_user",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EbayCard_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShopifyCard_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OnbuyCard_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0f880e4317c08671373f9741cbd2296b";

export default node;
