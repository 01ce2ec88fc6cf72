/**
 * @generated SignedSource<<8161f170eb83cbcc640de154321257a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GeneralSettingsPage_user$data = {
  readonly generalSettings: {
    readonly disableFulfillment: boolean;
    readonly displayableOrderComment: string | null | undefined;
    readonly ebayFeeCountry: string | null | undefined;
    readonly ebayShopType: string | null | undefined;
    readonly enableEmailNotifications: boolean;
  };
  readonly " $fragmentType": "GeneralSettingsPage_user";
};
export type GeneralSettingsPage_user$key = {
  readonly " $data"?: GeneralSettingsPage_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeneralSettingsPage_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GeneralSettingsPage_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralSettings",
      "kind": "LinkedField",
      "name": "generalSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enableEmailNotifications",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disableFulfillment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayableOrderComment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayFeeCountry",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayShopType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9d65e85efdb4b8ded860429ed6e242a7";

export default node;
