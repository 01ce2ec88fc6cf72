/**
 * @generated SignedSource<<e192dd937252f1c369cbe1c1245d8fa2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardForm_stripe$data = {
  readonly stripeClient: {
    readonly publishableKey: string;
    readonly scriptUrl: string;
  } | null | undefined;
  readonly " $fragmentType": "CardForm_stripe";
};
export type CardForm_stripe$key = {
  readonly " $data"?: CardForm_stripe$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardForm_stripe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CardForm_stripe",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StripeClientSettings",
      "kind": "LinkedField",
      "name": "stripeClient",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publishableKey",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scriptUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c9880c9496d5458e4e999e83aaf6e865";

export default node;
