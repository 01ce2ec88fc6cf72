/**
 * @generated SignedSource<<15a96c56cb03ee4c4f4b96d2d0775445>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentCard_user$data = {
  readonly cardSummary: string | null | undefined;
  readonly hasCard: boolean;
  readonly userId: string;
  readonly " $fragmentType": "PaymentCard_user";
};
export type PaymentCard_user$key = {
  readonly " $data"?: PaymentCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentCard_user",
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
      "name": "cardSummary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasCard",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "32171d365eef845eaf89ba1f02da5e90";

export default node;
