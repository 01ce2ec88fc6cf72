/**
 * @generated SignedSource<<ef7c73f199c173e8b4e41153b067b546>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AiFillNoticeQuery$variables = {
  itemIds: ReadonlyArray<string>;
  userId: string;
};
export type AiFillNoticeQuery$data = {
  readonly ebayAiFillPreview: {
    readonly __typename: "EbayAiFillPreview";
    readonly balance: number;
    readonly credits: number;
    readonly enabled: boolean;
    readonly items: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type AiFillNoticeQuery = {
  response: AiFillNoticeQuery$data;
  variables: AiFillNoticeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "itemIds"
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
        "name": "itemIds",
        "variableName": "itemIds"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "ebayAiFillPreview",
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
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "items",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "credits",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "balance",
            "storageKey": null
          }
        ],
        "type": "EbayAiFillPreview",
        "abstractKey": null
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
    "name": "AiFillNoticeQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AiFillNoticeQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "965c3bed7c239cba7da72d498ce29aa0",
    "id": null,
    "metadata": {},
    "name": "AiFillNoticeQuery",
    "operationKind": "query",
    "text": "query AiFillNoticeQuery(\n  $userId: String!\n  $itemIds: [ID!]!\n) {\n  ebayAiFillPreview(userId: $userId, itemIds: $itemIds) {\n    __typename\n    ... on EbayAiFillPreview {\n      enabled\n      items\n      credits\n      balance\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8cd7e136cdef481e6e3218fd7d461da0";

export default node;
