/**
 * @generated SignedSource<<91b0e134dd5b4c96107ff36123389e3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingsScreen_query$data = {
  readonly user: {
    readonly linkedPlatforms: {
      readonly amazon: {
        readonly marketplaceId: string | null | undefined;
      } | null | undefined;
      readonly ebay: {
        readonly currency: string | null | undefined;
      } | null | undefined;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ListingsResults_query">;
  readonly " $fragmentType": "ListingsScreen_query";
};
export type ListingsScreen_query$key = {
  readonly " $data"?: ListingsScreen_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingsScreen_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "channel"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "channelCode"
    },
    {
      "kind": "RootArgument",
      "name": "userId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingsScreen_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "userId",
          "variableName": "userId"
        }
      ],
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
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
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "channel",
          "variableName": "channel"
        },
        {
          "kind": "Variable",
          "name": "channelCode",
          "variableName": "channelCode"
        }
      ],
      "kind": "FragmentSpread",
      "name": "ListingsResults_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "5c02e16ec8d3c13f64007537ffd6c4df";

export default node;
