/**
 * @generated SignedSource<<845587157c0ae419c4157da81092bac3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HeldBackNoticeRefetchQuery$variables = {
  userId: string;
};
export type HeldBackNoticeRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HeldBackNotice_query">;
};
export type HeldBackNoticeRefetchQuery = {
  response: HeldBackNoticeRefetchQuery$data;
  variables: HeldBackNoticeRefetchQuery$variables;
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
    "name": "HeldBackNoticeRefetchQuery",
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
    "name": "HeldBackNoticeRefetchQuery",
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
    "cacheID": "ca601601d606a3f54b12c31188b73e54",
    "id": null,
    "metadata": {},
    "name": "HeldBackNoticeRefetchQuery",
    "operationKind": "query",
    "text": "query HeldBackNoticeRefetchQuery(\n  $userId: String!\n) {\n  ...HeldBackNotice_query\n}\n\nfragment HeldBackNotice_query on Query {\n  ebayHeldBack(userId: $userId) {\n    count\n    reasons {\n      message\n      count\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c741e8dc612659f893cc68580d49d39";

export default node;
