/**
 * @generated SignedSource<<1b84f48bf1592661f9c4050daaa12bab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiCreditsCard_user$data = {
  readonly aiCreditBalance: number;
  readonly aiCreditLedger: ReadonlyArray<{
    readonly costCents: number;
    readonly createdAt: any;
    readonly credits: number;
    readonly id: string;
    readonly reason: string;
  }>;
  readonly billingCurrency: string;
  readonly userId: string;
  readonly " $fragmentType": "AiCreditsCard_user";
};
export type AiCreditsCard_user$key = {
  readonly " $data"?: AiCreditsCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiCreditsCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AiCreditsCard_user",
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
      "name": "aiCreditBalance",
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "AiCreditLedgerEntry",
      "kind": "LinkedField",
      "name": "aiCreditLedger",
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
          "name": "credits",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": "aiCreditLedger(first:20)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "103b4e029b7a772b6a82fec6b4c5f0a5";

export default node;
