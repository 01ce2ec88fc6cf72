/**
 * @generated SignedSource<<05a4e9e24ea44589be38f2a32cb5ba46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EbayLookupsItemQuery$variables = {
  id: string;
};
export type EbayLookupsItemQuery$data = {
  readonly node: {
    readonly ebayCatalogSpecifics?: ReadonlyArray<{
      readonly dimension: string;
      readonly value: string;
    }>;
    readonly ebayCategory?: {
      readonly categoryId: string;
      readonly fullCategoryText: string;
    } | null | undefined;
    readonly ebaySuggestedCategory?: {
      readonly categoryId: string;
      readonly fullCategoryText: string;
    } | null | undefined;
    readonly edits?: {
      readonly conditionNote: string | null | undefined;
      readonly ebayCategoryId: string | null | undefined;
      readonly ebayConditionId: string | null | undefined;
      readonly variantSpecifics: ReadonlyArray<{
        readonly dimension: string;
        readonly value: string;
      }> | null | undefined;
    };
    readonly itemId?: string;
  } | null | undefined;
};
export type EbayLookupsItemQuery = {
  response: EbayLookupsItemQuery$data;
  variables: EbayLookupsItemQuery$variables;
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
],
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EbayLookupsItemQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
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
    "name": "EbayLookupsItemQuery",
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
          (v4/*:: as any*/),
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
    "cacheID": "258c98fd90fb6b59cecc486dd87f0d31",
    "id": null,
    "metadata": {},
    "name": "EbayLookupsItemQuery",
    "operationKind": "query",
    "text": "query EbayLookupsItemQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on InventoryItem {\n      itemId\n      edits {\n        ebayCategoryId\n        ebayConditionId\n        conditionNote\n        variantSpecifics {\n          dimension\n          value\n        }\n      }\n      ebayCategory {\n        categoryId\n        fullCategoryText\n      }\n      ebaySuggestedCategory {\n        categoryId\n        fullCategoryText\n      }\n      ebayCatalogSpecifics {\n        dimension\n        value\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e394d5b7d6725c96a70a13e71ee2551";

export default node;
