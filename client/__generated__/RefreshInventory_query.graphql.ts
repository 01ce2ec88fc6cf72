/**
 * @generated SignedSource<<7dd2b052a972481c3d1b96309dab66b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefreshInventory_query$data = {
  readonly inventoryImport: {
    readonly status: string;
    readonly " $fragmentSpreads": FragmentRefs<"ImportProgress_run">;
  } | null | undefined;
  readonly " $fragmentType": "RefreshInventory_query";
};
export type RefreshInventory_query$key = {
  readonly " $data"?: RefreshInventory_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RefreshInventory_query">;
};

import RefreshInventoryPollQuery_graphql from './RefreshInventoryPollQuery.graphql';

const node: ReaderFragment = {
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
      "operation": RefreshInventoryPollQuery_graphql
    }
  },
  "name": "RefreshInventory_query",
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
      "concreteType": "InventoryImport",
      "kind": "LinkedField",
      "name": "inventoryImport",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ImportProgress_run"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "315f74cd0b56da70796b72f48cb60e73";

export default node;
