/**
 * @generated SignedSource<<2bee3bb503f9a464f873104938c46861>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RelistEbayHeldBackInput = {
  categoryId: string;
  message?: string | null | undefined;
};
export type RelistEbayHeldBackMutation$variables = {
  input: RelistEbayHeldBackInput;
  userId: string;
};
export type RelistEbayHeldBackMutation$data = {
  readonly relistEbayHeldBack: {
    readonly __typename: string;
    readonly count?: number;
    readonly message?: string;
  };
};
export type RelistEbayHeldBackMutation = {
  response: RelistEbayHeldBackMutation$data;
  variables: RelistEbayHeldBackMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "relistEbayHeldBack",
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
            "name": "count",
            "storageKey": null
          }
        ],
        "type": "RelistEbayHeldBackSuccess",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RelistEbayHeldBackMutation",
    "selections": (v2/*:: as any*/),
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
    "name": "RelistEbayHeldBackMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "1563f4e0a96ed871ed497cc18e51185a",
    "id": null,
    "metadata": {},
    "name": "RelistEbayHeldBackMutation",
    "operationKind": "mutation",
    "text": "mutation RelistEbayHeldBackMutation(\n  $userId: String!\n  $input: RelistEbayHeldBackInput!\n) {\n  relistEbayHeldBack(userId: $userId, input: $input) {\n    __typename\n    ... on RelistEbayHeldBackSuccess {\n      count\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98eb565ff84db92baa1e7ab9cc7b64aa";

export default node;
