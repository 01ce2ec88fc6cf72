/**
 * @generated SignedSource<<56dc71540164929c1734454521a9ac2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnbuySettingsTab = "CHOOSE" | "CREATE" | "%future added value";
export type OnBuyLookupsStatusQuery$variables = {
  id: string;
};
export type OnBuyLookupsStatusQuery$data = {
  readonly node: {
    readonly OnBuyCreateNew_item?: {
      readonly " $fragmentSpreads": FragmentRefs<"OnBuyCreateNew_item">;
    } | null | undefined;
    readonly onbuySettingsTab?: OnbuySettingsTab;
  } | null | undefined;
};
export type OnBuyLookupsStatusQuery = {
  response: OnBuyLookupsStatusQuery$data;
  variables: OnBuyLookupsStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onbuySettingsTab",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OnBuyLookupsStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "OnBuyCreateNew_item"
                    }
                  ],
                  "type": "InventoryItem",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "OnBuyCreateNew_item"
              }
            ],
            "type": "InventoryItem",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OnBuyLookupsStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "143beb4fafa4c236f86cfe7369f4ef08",
    "id": null,
    "metadata": {},
    "name": "OnBuyLookupsStatusQuery",
    "operationKind": "query",
    "text": "query OnBuyLookupsStatusQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on InventoryItem {\n      onbuySettingsTab\n      ...OnBuyCreateNew_item\n    }\n    id\n  }\n}\n\nfragment OnBuyCreateNew_item on InventoryItem {\n  id\n  itemId\n  onbuyChoice {\n    categoryId\n    categoryName\n    brandId\n    brandName\n    conditionCode\n  }\n  onbuyProductCreation {\n    id\n    status\n    queueId\n    opc\n    errorMessage\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b4565cb0275965d9afb6f9c3f4a081c";

export default node;
