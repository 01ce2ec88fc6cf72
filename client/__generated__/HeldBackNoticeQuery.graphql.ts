/**
 * @generated SignedSource<<064edaf08f8c9fc0127da3054c6e2b6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HeldBackNoticeQuery$variables = {
  userId: string;
};
export type HeldBackNoticeQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HeldBackNotice_query">;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HeldBackNoticeQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HeldBackNotice_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HeldBackNoticeQuery",
    "selections": [
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
    ]
  },
  "params": {
    "cacheID": "729ac489b32e454a3b66ede4091a8160",
    "id": null,
    "metadata": {},
    "name": "HeldBackNoticeQuery",
    "operationKind": "query",
    "text": "query HeldBackNoticeQuery(\n  $userId: String!\n) {\n  ...HeldBackNotice_query\n}\n\nfragment HeldBackNotice_query on Query {\n  ebayHeldBack(userId: $userId) {\n    count\n    reasons {\n      message\n      count\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "47a78d82ad749283db04586190ada4ad";

export default node;
