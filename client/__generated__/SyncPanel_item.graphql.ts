/**
 * @generated SignedSource<<f4b326a7da8a9241edadcce720941514>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingChangeField = "PRICE" | "QUANTITY" | "%future added value";
export type ListingChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SyncPanel_item$data = {
  readonly channelQuantities: ReadonlyArray<{
    readonly cap: number | null | undefined;
    readonly channel: ListingChannel;
    readonly quantity: number;
    readonly sellerBuffer: number;
  }>;
  readonly ebayListing: {
    readonly changesWaiting: boolean;
    readonly channel: ListingChannel;
    readonly contentSentAt: any | null | undefined;
    readonly history: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly changeId: string;
          readonly channel: ListingChannel;
          readonly channelEdit: boolean;
          readonly createdAt: any;
          readonly field: ListingChangeField;
          readonly newValue: number;
          readonly oldValue: number | null | undefined;
          readonly reason: string;
          readonly resolution: string | null | undefined;
        };
      }>;
    };
    readonly lastPushedPriceCents: number | null | undefined;
    readonly lastPushedQuantity: number | null | undefined;
    readonly lastSyncedAt: any | null | undefined;
    readonly listingId: string;
    readonly live: boolean;
    readonly syncSwitches: {
      readonly price: boolean;
      readonly quantity: boolean;
      readonly quantityInPlan: boolean;
    };
  } | null | undefined;
  readonly id: string;
  readonly onbuyListing: {
    readonly changesWaiting: boolean;
    readonly channel: ListingChannel;
    readonly contentSentAt: any | null | undefined;
    readonly history: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly changeId: string;
          readonly channel: ListingChannel;
          readonly channelEdit: boolean;
          readonly createdAt: any;
          readonly field: ListingChangeField;
          readonly newValue: number;
          readonly oldValue: number | null | undefined;
          readonly reason: string;
          readonly resolution: string | null | undefined;
        };
      }>;
    };
    readonly lastPushedPriceCents: number | null | undefined;
    readonly lastPushedQuantity: number | null | undefined;
    readonly lastSyncedAt: any | null | undefined;
    readonly listingId: string;
    readonly live: boolean;
    readonly syncSwitches: {
      readonly price: boolean;
      readonly quantity: boolean;
      readonly quantityInPlan: boolean;
    };
  } | null | undefined;
  readonly quantityBuffer: number | null | undefined;
  readonly shopifyListing: {
    readonly changesWaiting: boolean;
    readonly channel: ListingChannel;
    readonly contentSentAt: any | null | undefined;
    readonly history: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly changeId: string;
          readonly channel: ListingChannel;
          readonly channelEdit: boolean;
          readonly createdAt: any;
          readonly field: ListingChangeField;
          readonly newValue: number;
          readonly oldValue: number | null | undefined;
          readonly reason: string;
          readonly resolution: string | null | undefined;
        };
      }>;
    };
    readonly lastPushedPriceCents: number | null | undefined;
    readonly lastPushedQuantity: number | null | undefined;
    readonly lastSyncedAt: any | null | undefined;
    readonly listingId: string;
    readonly live: boolean;
    readonly syncSwitches: {
      readonly price: boolean;
      readonly quantity: boolean;
      readonly quantityInPlan: boolean;
    };
  } | null | undefined;
  readonly totalQuantity: number;
  readonly " $fragmentType": "SyncPanel_item";
};
export type SyncPanel_item$key = {
  readonly " $data"?: SyncPanel_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"SyncPanel_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "channel",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "listingId",
    "storageKey": null
  },
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "live",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lastPushedQuantity",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lastPushedPriceCents",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lastSyncedAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "contentSentAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "changesWaiting",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ListingSyncSwitches",
    "kind": "LinkedField",
    "name": "syncSwitches",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quantityInPlan",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "price",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 10
      }
    ],
    "concreteType": "ListingHistoryConnection",
    "kind": "LinkedField",
    "name": "history",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ListingHistoryConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ListingChange",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "changeId",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "oldValue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "newValue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "channelEdit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resolution",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "history(first:10)"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SyncPanel_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantityBuffer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalQuantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChannelQuantity",
      "kind": "LinkedField",
      "name": "channelQuantities",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sellerBuffer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cap",
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
      "name": "ebayListing",
      "plural": false,
      "selections": (v2/*:: as any*/),
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
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};
})();

(node as any).hash = "5e588c29fde19273cebc2e329a9f94b1";

export default node;
