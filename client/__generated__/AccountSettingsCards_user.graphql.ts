/**
 * @generated SignedSource<<0f7e70247ea54d14d2d35394a26b8b42>>
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
  readonly userId: string;
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorCard_user">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "TwoFactorCard_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "41afe9fabb23c2259b4bc155a317768e";

export default node;
