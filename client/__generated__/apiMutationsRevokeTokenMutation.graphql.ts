/**
 * @generated SignedSource<<74a2548e9fd7465ef76ce9c1514af82b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type apiMutationsRevokeTokenMutation$variables = {
  id: string;
};
export type apiMutationsRevokeTokenMutation$data = {
  readonly revokeAccessToken: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type apiMutationsRevokeTokenMutation = {
  response: apiMutationsRevokeTokenMutation$data;
  variables: apiMutationsRevokeTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "apiMutationsRevokeTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeAccessToken",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "apiMutationsRevokeTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeAccessToken",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "type": "AccessToken",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "176d1aced33dc0cb697a88f6e9a07bb9",
    "id": null,
    "metadata": {},
    "name": "apiMutationsRevokeTokenMutation",
    "operationKind": "mutation",
    "text": "mutation apiMutationsRevokeTokenMutation(\n  $id: ID!\n) {\n  revokeAccessToken(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on AccessToken {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c9c3cd89e0d992918ea4739a06748f62";

export default node;
