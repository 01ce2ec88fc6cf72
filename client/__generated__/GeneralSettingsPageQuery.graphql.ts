/**
 * @generated SignedSource<<536dd1eda5edf23f00873a955dbfb246>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GeneralSettingsPageQuery$variables = {
  userId: string;
};
export type GeneralSettingsPageQuery$data = {
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"GeneralSettingsPage_user">;
  } | null | undefined;
};
export type GeneralSettingsPageQuery = {
  response: GeneralSettingsPageQuery$data;
  variables: GeneralSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GeneralSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GeneralSettingsPage_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GeneralSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "264d410f3b2f9e71c4bca89b4d7f8349",
    "id": null,
    "metadata": {},
    "name": "GeneralSettingsPageQuery",
    "operationKind": "query",
    "text": "query GeneralSettingsPageQuery(\n  $userId: String!\n) {\n  user(userId: $userId) {\n    ...GeneralSettingsPage_user\n    id\n  }\n}\n\nfragment GeneralSettingsPage_user on User {\n  generalSettings {\n    enableEmailNotifications\n    disableFulfillment\n    displayableOrderComment\n    ebayFeeCountry\n    ebayShopType\n  }\n}\n"
  }
};
})();

(node as any).hash = "17d003f9cb4049e250bd5482912da046";

export default node;
