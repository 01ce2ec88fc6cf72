/**
 * @generated SignedSource<<9c7e5cc8933214bf20b1a4a4ad2d6278>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EbayListingsResults_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly inProgress: boolean;
      readonly item: {
        readonly id: string;
      };
      readonly pendingRevision: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"EbayListingRow_listing">;
    };
  }>;
  readonly page: number;
  readonly pageSize: number;
  readonly totalCount: number;
  readonly " $fragmentType": "EbayListingsResults_connection";
};
export type EbayListingsResults_connection$key = {
  readonly " $data"?: EbayListingsResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"EbayListingsResults_connection">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EbayListingsResults_connection",
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
      "concreteType": "EbayListingConnectionEdge",
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
                (v0/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "EbayListingRow_listing"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EbayListingConnection",
  "abstractKey": null
};
})();

(node as any).hash = "2e51fc28469ecc5fdcd71c1a8455a2c5";

export default node;
