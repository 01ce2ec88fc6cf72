/**
 * @generated SignedSource<<c483b62b98e5ec17f0238fee28294029>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ConnectionStatus = "AUTHORIZED" | "NEEDS_REAUTH" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InventoryScreen_query$data = {
  readonly channels: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
  readonly inventory: {
    readonly " $fragmentSpreads": FragmentRefs<"InventoryResults_connection">;
  };
  readonly inventoryImport: {
    readonly status: string;
  } | null | undefined;
  readonly inventoryStats: {
    readonly allItemsCount: number;
    readonly amazonConnected: boolean;
    readonly lastInventoryUpdateAt: any | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"InventoryStats_stats">;
  };
  readonly user: {
    readonly linkedPlatforms: {
      readonly amazon: {
        readonly marketplaceId: string | null | undefined;
        readonly status: ConnectionStatus;
      } | null | undefined;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"RefreshInventory_query" | "SyncStatus_query">;
  readonly " $fragmentType": "InventoryScreen_query";
};
export type InventoryScreen_query$key = {
  readonly " $data"?: InventoryScreen_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryScreen_query">;
};

import InventoryScreenRefetchQuery_graphql from './InventoryScreenRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "userId",
  "variableName": "userId"
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
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
      "name": "archiveStatus"
    },
    {
      "kind": "RootArgument",
      "name": "ebayStatus"
    },
    {
      "kind": "RootArgument",
      "name": "inventorySource"
    },
    {
      "kind": "RootArgument",
      "name": "onbuyStatus"
    },
    {
      "kind": "RootArgument",
      "name": "page"
    },
    {
      "kind": "RootArgument",
      "name": "pageSize"
    },
    {
      "kind": "RootArgument",
      "name": "search"
    },
    {
      "kind": "RootArgument",
      "name": "shopifyStatus"
    },
    {
      "kind": "RootArgument",
      "name": "sort"
    },
    {
      "kind": "RootArgument",
      "name": "userId"
    },
    {
      "kind": "RootArgument",
      "name": "zeroQuantity"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": InventoryScreenRefetchQuery_graphql
    }
  },
  "name": "InventoryScreen_query",
  "selections": [
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
                },
                (v2/*:: as any*/)
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
          "name": "amazonConnected",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allItemsCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastInventoryUpdateAt",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InventoryStats_stats"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v1/*:: as any*/),
      "concreteType": "InventoryImport",
      "kind": "LinkedField",
      "name": "inventoryImport",
      "plural": false,
      "selections": [
        (v2/*:: as any*/)
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RefreshInventory_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SyncStatus_query"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "archiveStatus",
          "variableName": "archiveStatus"
        },
        {
          "kind": "Variable",
          "name": "ebayStatus",
          "variableName": "ebayStatus"
        },
        {
          "kind": "Literal",
          "name": "families",
          "value": "collapse"
        },
        {
          "kind": "Variable",
          "name": "inventorySource",
          "variableName": "inventorySource"
        },
        {
          "kind": "Variable",
          "name": "onbuyStatus",
          "variableName": "onbuyStatus"
        },
        {
          "kind": "Variable",
          "name": "page",
          "variableName": "page"
        },
        {
          "kind": "Variable",
          "name": "pageSize",
          "variableName": "pageSize"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        },
        {
          "kind": "Variable",
          "name": "shopifyStatus",
          "variableName": "shopifyStatus"
        },
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        },
        (v0/*:: as any*/),
        {
          "kind": "Variable",
          "name": "zeroQuantity",
          "variableName": "zeroQuantity"
        }
      ],
      "concreteType": "InventoryConnection",
      "kind": "LinkedField",
      "name": "inventory",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InventoryResults_connection"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "c4d229d016894b8fc36b6047edeca667";

export default node;
