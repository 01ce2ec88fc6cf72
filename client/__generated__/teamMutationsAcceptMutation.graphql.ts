/**
 * @generated SignedSource<<36eca80b6deff887795e238e643c7d12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type teamMutationsAcceptMutation$variables = {
  token: string;
};
export type teamMutationsAcceptMutation$data = {
  readonly acceptTeamInvitation: {
    readonly __typename: string;
    readonly accountId?: string;
    readonly message?: string;
  };
};
export type teamMutationsAcceptMutation = {
  response: teamMutationsAcceptMutation$data;
  variables: teamMutationsAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "acceptTeamInvitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountId",
            "storageKey": null
          }
        ],
        "type": "TeamAccount",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "teamMutationsAcceptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "teamMutationsAcceptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bc36a03d19f2abc87f99d8e9de6d46ca",
    "id": null,
    "metadata": {},
    "name": "teamMutationsAcceptMutation",
    "operationKind": "mutation",
    "text": "mutation teamMutationsAcceptMutation(\n  $token: String!\n) {\n  acceptTeamInvitation(token: $token) {\n    __typename\n    ... on TeamAccount {\n      accountId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "29c90bffaa15ef1167f6795f5814813f";

export default node;
