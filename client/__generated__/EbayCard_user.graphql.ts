/**
 * @generated SignedSource<<0615293aec95f9343ecef5c956caa69c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EbayCard_user$data = {
  readonly linkedPlatforms: {
    readonly amazon: {
      readonly marketplaceId: string | null | undefined;
    } | null | undefined;
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AmazonConnection",
          "kind": "LinkedField",
          "name": "amazon",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "marketplaceId",
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

(node as any).hash = "b89cd6fc8099a91c184ca79734b0f073";

export default node;
