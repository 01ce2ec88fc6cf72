/**
 * @generated SignedSource<<9b4113ba741221ac77b43d25b2a6ae6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GeneralSettingsInput = {
  disableFulfillment?: boolean | null | undefined;
  displayableOrderComment?: string | null | undefined;
  ebayFeeCountry?: string | null | undefined;
  ebayShopType?: string | null | undefined;
  enableEmailNotifications?: boolean | null | undefined;
};
export type UpdateGeneralSettingsMutation$variables = {
  settings: GeneralSettingsInput;
  userId: string;
};
export type UpdateGeneralSettingsMutation$data = {
  readonly updateGeneralSettings: {
    readonly __typename: string;
    readonly generalSettings?: {
      readonly disableFulfillment: boolean;
      readonly displayableOrderComment: string | null | undefined;
      readonly ebayFeeCountry: string | null | undefined;
      readonly ebayShopType: string | null | undefined;
      readonly enableEmailNotifications: boolean;
    };
    readonly id?: string;
    readonly message?: string;
  };
};
export type UpdateGeneralSettingsMutation = {
  response: UpdateGeneralSettingsMutation$data;
  variables: UpdateGeneralSettingsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "settings"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "settings",
    "variableName": "settings"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
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
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateGeneralSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateGeneralSettings",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UpdateGeneralSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateGeneralSettings",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "651caa38719ca81efa7456a711952cfa",
    "id": null,
    "metadata": {},
    "name": "UpdateGeneralSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateGeneralSettingsMutation(\n  $userId: String!\n  $settings: GeneralSettingsInput!\n) {\n  updateGeneralSettings(userId: $userId, settings: $settings) {\n    __typename\n    ... on User {\n      id\n      generalSettings {\n        enableEmailNotifications\n        disableFulfillment\n        displayableOrderComment\n        ebayFeeCountry\n        ebayShopType\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "252acac6cca16e5bc1d2e265da42c365";

export default node;
