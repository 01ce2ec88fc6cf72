/**
 * @generated SignedSource<<cc67971e590dc7289fff21367bd2d278>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateContactInfoMutation$variables = {
  fullName?: string | null | undefined;
  phone?: string | null | undefined;
  phoneCountryCode?: string | null | undefined;
  userId: string;
};
export type UpdateContactInfoMutation$data = {
  readonly updateContactInfo: {
    readonly __typename: string;
    readonly fullName?: string | null | undefined;
    readonly id?: string;
    readonly message?: string;
    readonly phone?: string | null | undefined;
    readonly phoneCountryCode?: string | null | undefined;
  };
};
export type UpdateContactInfoMutation = {
  response: UpdateContactInfoMutation$data;
  variables: UpdateContactInfoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fullName"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "phone"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "phoneCountryCode"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "fullName",
    "variableName": "fullName"
  },
  {
    "kind": "Variable",
    "name": "phone",
    "variableName": "phone"
  },
  {
    "kind": "Variable",
    "name": "phoneCountryCode",
    "variableName": "phoneCountryCode"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/),
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
    }
  ],
  "type": "User",
  "abstractKey": null
},
v8 = {
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateContactInfoMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateContactInfo",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UpdateContactInfoMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateContactInfo",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/)
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
    "cacheID": "0283c06506f784c7b1ab37b83bea6505",
    "id": null,
    "metadata": {},
    "name": "UpdateContactInfoMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateContactInfoMutation(\n  $userId: String!\n  $fullName: String\n  $phoneCountryCode: String\n  $phone: String\n) {\n  updateContactInfo(userId: $userId, fullName: $fullName, phoneCountryCode: $phoneCountryCode, phone: $phone) {\n    __typename\n    ... on User {\n      id\n      fullName\n      phoneCountryCode\n      phone\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e92c3579b2d58bed53a4c97cd7e64d34";

export default node;
