/**
 * @generated SignedSource<<120226befdb1e74c0258ba93a06b40bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorCard_user$data = {
  readonly twoFactorEnabled: boolean;
  readonly twoFactorRecoveryCodesLeft: number;
  readonly userId: string;
  readonly " $fragmentType": "TwoFactorCard_user";
};
export type TwoFactorCard_user$key = {
  readonly " $data"?: TwoFactorCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoFactorCard_user",
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
      "name": "twoFactorEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twoFactorRecoveryCodesLeft",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "49505c3802b491ee19cce9e12276a039";

export default node;
