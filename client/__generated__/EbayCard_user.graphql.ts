/**
 * @generated SignedSource<<93291c31c77abf711f53a99ccfe894b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EbayCard_user$data = {
  readonly linkedPlatforms: {
    readonly ebay: {
      readonly authorized: boolean;
      readonly currency: string | null | undefined;
      readonly sellername: string | null | undefined;
      readonly siteId: number | null | undefined;
      readonly siteName: string | null | undefined;
    } | null | undefined;
  };
  readonly userId: string;
  readonly " $fragmentType": "EbayCard_user";
};
export type EbayCard_user$key = {
  readonly " $data"?: EbayCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EbayCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EbayCard_user",
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
          "concreteType": "EbayConnection",
          "kind": "LinkedField",
          "name": "ebay",
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
              "name": "sellername",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "siteId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "siteName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
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

(node as any).hash = "f6a667b1c71b0878192b29c0f2da8d0a";

export default node;
