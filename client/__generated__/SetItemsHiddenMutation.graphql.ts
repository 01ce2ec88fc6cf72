/**
 * @generated SignedSource<<e341511f5c1c2d22fa267a7e693135fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetItemsHiddenMutation$variables = {
  hidden: boolean;
  ids: ReadonlyArray<string>;
  userId: string;
};
export type SetItemsHiddenMutation$data = {
  readonly setItemsHidden: {
    readonly __typename: string;
    readonly changedCount?: number;
    readonly message?: string;
  };
};
export type SetItemsHiddenMutation = {
  response: SetItemsHiddenMutation$data;
  variables: SetItemsHiddenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hidden"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "hidden",
        "variableName": "hidden"
      },
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setItemsHidden",
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
            "name": "changedCount",
            "storageKey": null
          }
        ],
        "type": "SetItemsHiddenSuccess",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetItemsHiddenMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SetItemsHiddenMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "e782efa967fdc540302d20894692f7be",
    "id": null,
    "metadata": {},
    "name": "SetItemsHiddenMutation",
    "operationKind": "mutation",
    "text": "mutation SetItemsHiddenMutation(\n  $userId: String!\n  $ids: [ID!]!\n  $hidden: Boolean!\n) {\n  setItemsHidden(userId: $userId, ids: $ids, hidden: $hidden) {\n    __typename\n    ... on SetItemsHiddenSuccess {\n      changedCount\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f8c6a46a2c571d09d37f1b446640465b";

export default node;
