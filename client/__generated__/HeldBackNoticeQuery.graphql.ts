/**
 * @generated SignedSource<<c8cd317f729092c8ca4bd37e4b03d6bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HeldBackNoticeQuery$variables = {
  userId: string;
};
export type HeldBackNoticeQuery$data = {
  readonly ebayHeldBack: {
    readonly count: number;
    readonly reasons: ReadonlyArray<{
      readonly count: number;
      readonly message: string;
    }>;
  };
};
export type HeldBackNoticeQuery = {
  response: HeldBackNoticeQuery$data;
  variables: HeldBackNoticeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "EbayHeldBack",
    "kind": "LinkedField",
    "name": "ebayHeldBack",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "EbayHeldBackReason",
        "kind": "LinkedField",
        "name": "reasons",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
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
    "name": "HeldBackNoticeQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HeldBackNoticeQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ecf576e078cfdae1ae07ceda88c85fa0",
    "id": null,
    "metadata": {},
    "name": "HeldBackNoticeQuery",
    "operationKind": "query",
    "text": "query HeldBackNoticeQuery(\n  $userId: String!\n) {\n  ebayHeldBack(userId: $userId) {\n    count\n    reasons {\n      message\n      count\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "afb781115d159691b4a8897284dc2468";

export default node;
