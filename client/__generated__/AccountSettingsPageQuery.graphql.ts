/**
 * @generated SignedSource<<179c343ab2c23323d3511c4d1a4dc178>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountSettingsPageQuery$variables = {
  userId: string;
};
export type AccountSettingsPageQuery$data = {
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountSettingsCards_user">;
  } | null | undefined;
};
export type AccountSettingsPageQuery = {
  response: AccountSettingsPageQuery$data;
  variables: AccountSettingsPageQuery$variables;
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
    "name": "AccountSettingsPageQuery",
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
            "name": "AccountSettingsCards_user"
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
    "name": "AccountSettingsPageQuery",
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
    "cacheID": "5dad1c0e874c21759db43165b819e200",
    "id": null,
    "metadata": {},
    "name": "AccountSettingsPageQuery",
    "operationKind": "query",
    "text": "query AccountSettingsPageQuery(\n  $userId: String!\n) {\n  user(userId: $userId) {\n    ...AccountSettingsCards_user\n    id\n  }\n}\n\nfragment AccountSettingsCards_user on User {\n  userId\n  fullName\n  phoneCountryCode\n  phone\n  twoFactorEnabled\n}\n"
  }
};
})();

(node as any).hash = "623d9e4e64dff2484cdd0f00b44b8efd";

export default node;
