/**
 * @generated SignedSource<<bc97d5dc29b8613236c3eb16c0f73c36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferralCard_user$data = {
  readonly billingCurrency: string;
  readonly referral: {
    readonly alias: string;
    readonly commissionPercent: number;
    readonly commissions: ReadonlyArray<{
      readonly commissionCents: number;
      readonly createdAt: any;
      readonly currency: string;
      readonly id: string;
      readonly invoiceAmountCents: number;
      readonly referredEmail: string | null | undefined;
    }>;
    readonly discountCents: number;
    readonly link: string;
    readonly referredCount: number;
    readonly totalCommissionCents: number;
  };
  readonly " $fragmentType": "ReferralCard_user";
};
export type ReferralCard_user$key = {
  readonly " $data"?: ReferralCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferralCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReferralCard_user",
  "selections": [
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
      "concreteType": "ReferralProgramme",
      "kind": "LinkedField",
      "name": "referral",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alias",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "link",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "commissionPercent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "discountCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "referredCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCommissionCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReferralCommission",
          "kind": "LinkedField",
          "name": "commissions",
          "plural": true,
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
              "name": "createdAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "referredEmail",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "invoiceAmountCents",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "commissionCents",
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

(node as any).hash = "a5fe71d7b5b99f74bce0a5ef35f30c95";

export default node;
