/**
 * @generated SignedSource<<9f8ac6960e26f456dbb70264f0f2affa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingsResults_query$data = {
  readonly channelListings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly externalId: string | null | undefined;
        readonly id: string;
        readonly inProgress: boolean;
        readonly item: {
          readonly family: {
            readonly parentAsin: string;
            readonly title: string;
          } | null | undefined;
          readonly id: string;
        };
        readonly pendingRevision: string | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"ListingRow_listing">;
      };
    }>;
    readonly page: number;
    readonly pageSize: number;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ListingsResults_query";
};
export type ListingsResults_query$key = {
  readonly " $data"?: ListingsResults_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingsResults_query">;
};

import ListingsResultsRefetchQuery_graphql from './ListingsResultsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "channel"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "channelCode"
    },
    {
      "kind": "RootArgument",
      "name": "filter"
    },
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
      "operation": ListingsResultsRefetchQuery_graphql
    }
  },
  "name": "ListingsResults_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "channel",
          "variableName": "channel"
        },
        {
          "kind": "Variable",
          "name": "channelCode",
          "variableName": "channelCode"
        },
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        },
        {
          "kind": "Variable",
          "name": "userId",
          "variableName": "userId"
        }
      ],
      "concreteType": "ChannelListingConnection",
      "kind": "LinkedField",
      "name": "channelListings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "page",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pageSize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChannelListingConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Listing",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "externalId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "inProgress",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "pendingRevision",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "InventoryItem",
                  "kind": "LinkedField",
                  "name": "item",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "VariationFamily",
                      "kind": "LinkedField",
                      "name": "family",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "parentAsin",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "title",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ListingRow_listing"
                }
              ],
              "storageKey": null
            }
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

(node as any).hash = "165ef2b207ce6d66c87355d7517e7eeb";

export default node;
