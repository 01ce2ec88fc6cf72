/**
 * @generated SignedSource<<3b120940e95877e7e65d9547d42ddb9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnbuyCard_user$data = {
  readonly linkedPlatforms: {
    readonly onbuy: {
      readonly sellers: ReadonlyArray<{
        readonly tradingName: string;
      }>;
      readonly sites: ReadonlyArray<{
        readonly name: string;
      }>;
    } | null | undefined;
  };
  readonly userId: string;
  readonly " $fragmentType": "OnbuyCard_user";
};
export type OnbuyCard_user$key = {
  readonly " $data"?: OnbuyCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnbuyCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnbuyCard_user",
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
          "concreteType": "OnbuyConnection",
          "kind": "LinkedField",
          "name": "onbuy",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "OnbuySite",
              "kind": "LinkedField",
              "name": "sites",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "OnbuySeller",
              "kind": "LinkedField",
              "name": "sellers",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "tradingName",
                  "storageKey": null
                }
              ],
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

(node as any).hash = "33eaa9db10897a3614f1039c7469b2f0";

export default node;
