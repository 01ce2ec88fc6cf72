/**
 * @generated SignedSource<<0290273795b98542ef41be940277535f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingEditorEbayQuery$variables = {
  id: string;
};
export type ListingEditorEbayQuery$data = {
  readonly node: {
    readonly ListingEditorEbay_item: {
      readonly " $fragmentSpreads": FragmentRefs<"ListingEditorEbay_item">;
    } | null | undefined;
  } | null | undefined;
};
export type ListingEditorEbayQuery = {
  response: ListingEditorEbayQuery$data;
  variables: ListingEditorEbayQuery$variables;
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
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dimension",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  }
],
v3 = [
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
    "name": "fullCategoryText",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ListingEditorEbayQuery",
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
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ListingEditorEbay_item"
                }
              ],
              "type": "InventoryItem",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "ListingEditorEbay_item"
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
    "name": "ListingEditorEbayQuery",
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
          {
            "kind": "InlineFragment",
            "selections": [
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
                "concreteType": "InventoryItemEdits",
                "kind": "LinkedField",
                "name": "edits",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ebayCategoryId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ebayConditionId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "conditionNote",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ItemSpecific",
                    "kind": "LinkedField",
                    "name": "variantSpecifics",
                    "plural": true,
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EbayCategory",
                "kind": "LinkedField",
                "name": "ebayCategory",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EbayCategory",
                "kind": "LinkedField",
                "name": "ebaySuggestedCategory",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ItemSpecific",
                "kind": "LinkedField",
                "name": "ebayCatalogSpecifics",
                "plural": true,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "InventoryItem",
            "abstractKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "27f7eb301193cf07dc9d0b23195c7212",
    "id": null,
    "metadata": {},
    "name": "ListingEditorEbayQuery",
    "operationKind": "query",
    "text": "query ListingEditorEbayQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...ListingEditorEbay_item\n    id\n  }\n}\n\nfragment ListingEditorEbay_item on InventoryItem {\n  itemId\n  edits {\n    ebayCategoryId\n    ebayConditionId\n    conditionNote\n    variantSpecifics {\n      dimension\n      value\n    }\n  }\n  ebayCategory {\n    categoryId\n    fullCategoryText\n  }\n  ebaySuggestedCategory {\n    categoryId\n    fullCategoryText\n  }\n  ebayCatalogSpecifics {\n    dimension\n    value\n  }\n}\n"
  }
};
})();

(node as any).hash = "e46a831dcd3f9c6017a92d8eaa0c553a";

export default node;
