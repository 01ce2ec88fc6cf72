/**
 * @generated SignedSource<<d43272b0491c0d9536d1dd6dc58eeb52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShopifySettingsForm_user$data = {
  readonly linkedPlatforms: {
    readonly amazon: {
      readonly marketplaceId: string | null | undefined;
    } | null | undefined;
  };
  readonly shopifyPricingFormulas: {
    readonly compareFixedMargin: number;
    readonly comparePercentMargin: number;
    readonly radioGroupComparePricing: string;
    readonly radioGroupShopifyPricing: string;
    readonly shopifyFixedMargin: number;
    readonly shopifyPercentMargin: number;
  };
  readonly shopifySettings: {
    readonly amazonShipping: boolean;
    readonly automaticFulfillment: boolean;
    readonly automaticPricingSync: boolean;
    readonly automaticQuantitySync: boolean;
    readonly defaultProductImportState: string;
    readonly preferredLocation: string | null | undefined;
    readonly shopifyBlankBox: string;
    readonly shopifyBlockAmzl: string;
  };
  readonly " $fragmentType": "ShopifySettingsForm_user";
};
export type ShopifySettingsForm_user$key = {
  readonly " $data"?: ShopifySettingsForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShopifySettingsForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShopifySettingsForm_user",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ShopifyFunctionSettings",
      "kind": "LinkedField",
      "name": "shopifySettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultProductImportState",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "automaticPricingSync",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "automaticQuantitySync",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "automaticFulfillment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amazonShipping",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shopifyBlankBox",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shopifyBlockAmzl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preferredLocation",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ShopifyPricingFormulas",
      "kind": "LinkedField",
      "name": "shopifyPricingFormulas",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "radioGroupShopifyPricing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shopifyPercentMargin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shopifyFixedMargin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "radioGroupComparePricing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comparePercentMargin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "compareFixedMargin",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "27ba2b90fdd8a5477c15e394c39d9b72";

export default node;
