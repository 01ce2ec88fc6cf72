/**
 * @generated SignedSource<<7617ec9f3449e0ab53b096d45d4c40cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShopifyCard_user$data = {
  readonly linkedPlatforms: {
    readonly shopify: {
      readonly authorized: boolean;
      readonly domain: string;
      readonly needsReauth: boolean;
      readonly username: string | null | undefined;
    } | null | undefined;
  };
  readonly userId: string;
  readonly " $fragmentType": "ShopifyCard_user";
};
export type ShopifyCard_user$key = {
  readonly " $data"?: ShopifyCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShopifyCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShopifyCard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LinkedPlatforms",
      "kind": "LinkedField",
      "name": "linkedPlatforms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ShopifyConnection",
          "kind": "LinkedField",
          "name": "shopify",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "authorized",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "needsReauth",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "domain",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "username",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "55b0274c2fc417eb12d817abe705ad24";

export default node;
