/**
 * @generated SignedSource<<66956dcc88b376cf9dc1aa0fd32963f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartCardSetupMutation$variables = {
  userId: string;
};
export type StartCardSetupMutation$data = {
  readonly startCardSetup: {
    readonly __typename: string;
    readonly clientSecret?: string;
    readonly message?: string;
  };
};
export type StartCardSetupMutation = {
  response: StartCardSetupMutation$data;
  variables: StartCardSetupMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startCardSetup",
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
            "name": "clientSecret",
            "storageKey": null
          }
        ],
        "type": "CardSetup",
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
    "name": "StartCardSetupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StartCardSetupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "05310e9937da85b5b515785f6df7c700",
    "id": null,
    "metadata": {},
    "name": "StartCardSetupMutation",
    "operationKind": "mutation",
    "text": "mutation StartCardSetupMutation(\n  $userId: String!\n) {\n  startCardSetup(userId: $userId) {\n    __typename\n    ... on CardSetup {\n      clientSecret\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c75b08161e3e0f074b01fa8a35d6d03";

export default node;
