/**
 * @generated SignedSource<<b00e78e539940d9adf8ec37dbc1dc34b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ConnectionStatus = "AUTHORIZED" | "NEEDS_REAUTH" | "%future added value";
export type PlanChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ListingViewPage_query$data = {
  readonly channels: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
    readonly segment: string;
  }>;
  readonly inventoryStats: {
    readonly amazonMarketplaceDomain: string | null | undefined;
  };
  readonly node: {
    readonly __typename: "InventoryItem";
    readonly ChannelStatusPanel_item: {
      readonly " $fragmentSpreads": FragmentRefs<"ChannelStatusPanel_item">;
    } | null | undefined;
    readonly ListingEditor_item: {
      readonly " $fragmentSpreads": FragmentRefs<"ListingEditor_item">;
    } | null | undefined;
    readonly ListingHeader_item: {
      readonly " $fragmentSpreads": FragmentRefs<"ListingHeader_item">;
    } | null | undefined;
    readonly OnBuySettings_item: {
      readonly " $fragmentSpreads": FragmentRefs<"OnBuySettings_item">;
    } | null | undefined;
    readonly SyncPanel_item: {
      readonly " $fragmentSpreads": FragmentRefs<"SyncPanel_item">;
    } | null | undefined;
    readonly id: string;
    readonly listingsOnChannels: ReadonlyArray<{
      readonly inProgress: boolean;
      readonly pendingRevision: string | null | undefined;
    }>;
    readonly userId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly user: {
    readonly channelBilling: ReadonlyArray<{
      readonly channel: PlanChannel;
      readonly subscription: {
        readonly id: string;
      } | null | undefined;
    }>;
    readonly linkedPlatforms: {
      readonly amazon: {
        readonly marketplaceId: string | null | undefined;
      } | null | undefined;
      readonly ebay: {
        readonly authorized: boolean;
        readonly currency: string | null | undefined;
        readonly status: ConnectionStatus;
      } | null | undefined;
      readonly onbuy: {
        readonly status: ConnectionStatus;
      } | null | undefined;
      readonly shopify: {
        readonly authorized: boolean;
        readonly domain: string;
        readonly needsReauth: boolean;
      } | null | undefined;
    };
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AiRecommendationsButton_viewer">;
  } | null | undefined;
  readonly " $fragmentType": "ListingViewPage_query";
};
export type ListingViewPage_query$key = {
  readonly " $data"?: ListingViewPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingViewPage_query">;
};

import ListingViewPageRefetchQuery_graphql from './ListingViewPageRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorized",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "id"
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
      "operation": ListingViewPageRefetchQuery_graphql
    }
  },
  "name": "ListingViewPage_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "id",
          "variableName": "id"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "node",
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "userId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Listing",
              "kind": "LinkedField",
              "name": "listingsOnChannels",
              "plural": true,
              "selections": [
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
                }
              ],
              "storageKey": null
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ListingHeader_item"
                  }
                ],
                "type": "InventoryItem",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "ListingHeader_item"
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChannelStatusPanel_item"
                  }
                ],
                "type": "InventoryItem",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "ChannelStatusPanel_item"
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ListingEditor_item"
                  }
                ],
                "type": "InventoryItem",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "ListingEditor_item"
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OnBuySettings_item"
                  }
                ],
                "type": "InventoryItem",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "OnBuySettings_item"
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SyncPanel_item"
                  }
                ],
                "type": "InventoryItem",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "SyncPanel_item"
            }
          ],
          "type": "InventoryItem",
          "abstractKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v1/*:: as any*/),
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LinkedPlatforms",
          "kind": "LinkedField",
          "name": "linkedPlatforms",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "EbayConnection",
              "kind": "LinkedField",
              "name": "ebay",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "currency",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ShopifyConnection",
              "kind": "LinkedField",
              "name": "shopify",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "needsReauth",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "domain",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "OnbuyConnection",
              "kind": "LinkedField",
              "name": "onbuy",
              "plural": false,
              "selections": [
                (v3/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "AmazonConnection",
              "kind": "LinkedField",
              "name": "amazon",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "marketplaceId",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChannelBilling",
          "kind": "LinkedField",
          "name": "channelBilling",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "channel",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PlanSubscription",
              "kind": "LinkedField",
              "name": "subscription",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v1/*:: as any*/),
      "concreteType": "InventoryStats",
      "kind": "LinkedField",
      "name": "inventoryStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amazonMarketplaceDomain",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RegisteredChannel",
      "kind": "LinkedField",
      "name": "channels",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "segment",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AiRecommendationsButton_viewer"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "b03df1fc30bc91d4b5ab7a8883940ed2";

export default node;
