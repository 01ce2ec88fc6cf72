/**
 * @generated SignedSource<<15c4d7bc2f9245390e27a54908ec0003>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingChangeField = "PRICE" | "QUANTITY" | "%future added value";
export type ListingChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SyncPanel_listing$data = {
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
  readonly " $fragmentType": "SyncPanel_listing";
};
export type SyncPanel_listing$key = {
  readonly " $data"?: SyncPanel_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"SyncPanel_listing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "channel",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SyncPanel_listing",
  "selections": [
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
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
  ],
  "type": "Listing",
  "abstractKey": null
};
})();

(node as any).hash = "1db704e9cdc380d52da1973f130770f2";

export default node;
