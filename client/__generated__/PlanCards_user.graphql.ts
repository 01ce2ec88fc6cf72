/**
 * @generated SignedSource<<16e56598c4caa9b4e16bb2a79c11d465>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PlanChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlanCards_user$data = {
  readonly billingCurrency: string;
  readonly channelBilling: ReadonlyArray<{
    readonly channel: PlanChannel;
    readonly liveListings: number;
    readonly subscription: {
      readonly cancelAtPeriodEnd: boolean;
      readonly currentPeriodEnd: any | null | undefined;
      readonly discountAmountOffCents: number | null | undefined;
      readonly discountEnd: any | null | undefined;
      readonly discountName: string | null | undefined;
      readonly discountPercent: number | null | undefined;
      readonly id: string;
      readonly plan: {
        readonly displayName: string;
        readonly maxListings: number;
        readonly planId: string;
      };
      readonly retentionOfferAvailable: boolean;
      readonly status: string;
      readonly trialEnd: any | null | undefined;
    } | null | undefined;
  }>;
  readonly hasCard: boolean;
  readonly userId: string;
  readonly " $fragmentType": "PlanCards_user";
};
export type PlanCards_user$key = {
  readonly " $data"?: PlanCards_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanCards_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanCards_user",
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
      "kind": "ScalarField",
      "name": "hasCard",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingCurrency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChannelBilling",
      "kind": "LinkedField",
      "name": "channelBilling",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "channel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "liveListings",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlanSubscription",
          "kind": "LinkedField",
          "name": "subscription",
          "plural": false,
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
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "trialEnd",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currentPeriodEnd",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cancelAtPeriodEnd",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "discountName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "discountPercent",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "discountAmountOffCents",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "discountEnd",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "retentionOfferAvailable",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Plan",
              "kind": "LinkedField",
              "name": "plan",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "planId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "displayName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxListings",
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

(node as any).hash = "e495cb28d3f2276e96749ded6f4ec74f";

export default node;
