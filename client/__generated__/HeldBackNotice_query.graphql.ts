/**
 * @generated SignedSource<<a1f647a560b7ad56ccf0213968ed8033>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HeldBackNotice_query$data = {
  readonly ebayHeldBack: {
    readonly count: number;
    readonly reasons: ReadonlyArray<{
      readonly count: number;
      readonly message: string;
    }>;
  };
  readonly " $fragmentType": "HeldBackNotice_query";
};
export type HeldBackNotice_query$key = {
  readonly " $data"?: HeldBackNotice_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeldBackNotice_query">;
};

import HeldBackNoticeRefetchQuery_graphql from './HeldBackNoticeRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "userId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": HeldBackNoticeRefetchQuery_graphql
    }
  },
  "name": "HeldBackNotice_query",
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
        (v0/*:: as any*/),
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
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "1c741e8dc612659f893cc68580d49d39";

export default node;
