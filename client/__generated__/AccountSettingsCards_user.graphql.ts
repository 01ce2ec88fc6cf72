/**
 * @generated SignedSource<<f5e6c8e5774f3f0dc71e63418f7539e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountSettingsCards_user$data = {
  readonly fullName: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly phoneCountryCode: string | null | undefined;
  readonly twoFactorEnabled: boolean;
  readonly userId: string;
  readonly " $fragmentType": "AccountSettingsCards_user";
};
export type AccountSettingsCards_user$key = {
  readonly " $data"?: AccountSettingsCards_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSettingsCards_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountSettingsCards_user",
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
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneCountryCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twoFactorEnabled",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e23cbd612ccfea538001659bef68a636";

export default node;
