/**
 * @generated SignedSource<<9c515b47002fab27d826521ebebb341d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OnbuyProductStatus = "CREATED" | "FAILED" | "NOT_SUBMITTED" | "QUEUED" | "%future added value";
export type OnbuySettingsTab = "CHOOSE" | "CREATE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OnBuyCreateNew_item$data = {
  readonly id: string;
  readonly itemId: string;
  readonly onbuyChoice: {
    readonly brandId: number | null | undefined;
    readonly brandName: string | null | undefined;
    readonly categoryId: number | null | undefined;
    readonly categoryName: string | null | undefined;
    readonly conditionCode: string | null | undefined;
  };
  readonly onbuyProductCreation: {
    readonly errorMessage: string | null | undefined;
    readonly id: string;
    readonly opc: string | null | undefined;
    readonly queueId: string | null | undefined;
    readonly status: OnbuyProductStatus;
  };
  readonly onbuySettingsTab: OnbuySettingsTab;
  readonly " $fragmentType": "OnBuyCreateNew_item";
};
export type OnBuyCreateNew_item$key = {
  readonly " $data"?: OnBuyCreateNew_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnBuyCreateNew_item">;
};

import OnBuyCreateNewRefetchQuery_graphql from './OnBuyCreateNewRefetchQuery.graphql';

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
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": OnBuyCreateNewRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "OnBuyCreateNew_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onbuySettingsTab",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OnbuyProductChoice",
      "kind": "LinkedField",
      "name": "onbuyChoice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "categoryId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "categoryName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "brandId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "brandName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "conditionCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OnbuyProductCreation",
      "kind": "LinkedField",
      "name": "onbuyProductCreation",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "queueId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opc",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "errorMessage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};
})();

(node as any).hash = "8bcf9a09c48b1ddac05bd16ac05db36e";

export default node;
