/**
 * @generated SignedSource<<800e6a01e3ab08fb3ef59e2c19bc534c>>
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
  readonly inventoryStats: {
    readonly amazonMarketplaceDomain: string | null | undefined;
  };
  readonly node: {
    readonly __typename: "InventoryItem";
    readonly EbayStatusPanel_item: {
      readonly " $fragmentSpreads": FragmentRefs<"EbayStatusPanel_item">;
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
    readonly OnBuyStatusPanel_item: {
      readonly " $fragmentSpreads": FragmentRefs<"OnBuyStatusPanel_item">;
    } | null | undefined;
    readonly ShopifyStatusPanel_item: {
      readonly " $fragmentSpreads": FragmentRefs<"ShopifyStatusPanel_item">;
    } | null | undefined;
    readonly SyncPanel_item: {
      readonly " $fragmentSpreads": FragmentRefs<"SyncPanel_item">;
    } | null | undefined;
    readonly ebayListing: {
      readonly inProgress: boolean;
      readonly pendingRevision: string | null | undefined;
    } | null | undefined;
    readonly id: string;
    readonly onbuyListing: {
      readonly inProgress: boolean;
    } | null | undefined;
    readonly shopifyListing: {
      readonly inProgress: boolean;
    } | null | undefined;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "inProgress",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorized",
  "storageKey": null
},
v5 = {
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
              "name": "ebayListing",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
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
              "alias": null,
              "args": null,
              "concreteType": "Listing",
              "kind": "LinkedField",
              "name": "shopifyListing",
              "plural": false,
              "selections": (v2/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Listing",
              "kind": "LinkedField",
              "name": "onbuyListing",
              "plural": false,
              "selections": (v2/*:: as any*/),
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
                    "name": "EbayStatusPanel_item"
                  }
                ],
                "type": "InventoryItem",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "EbayStatusPanel_item"
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ShopifyStatusPanel_item"
                  }
                ],
                "type": "InventoryItem",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "ShopifyStatusPanel_item"
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
                    "name": "OnBuyStatusPanel_item"
                  }
                ],
                "type": "InventoryItem",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "OnBuyStatusPanel_item"
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
      "args": (v3/*:: as any*/),
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
                (v4/*:: as any*/),
                (v5/*:: as any*/),
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
                (v4/*:: as any*/),
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
                (v5/*:: as any*/)
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
      "args": (v3/*:: as any*/),
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

(node as any).hash = "76b4db99239bca486db60c3608821800";

export default node;
