/**
 * @generated SignedSource<<b03ac5ee32234c6d412213048b8225ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InventoryItemEditsInput = {
  allowBestOffer?: boolean | null | undefined;
  conditionNote?: string | null | undefined;
  costBasis?: number | null | undefined;
  description?: string | null | undefined;
  ebayCategoryId?: string | null | undefined;
  ebayConditionId?: string | null | undefined;
  ebayPrice?: string | null | undefined;
  featureBullets?: ReadonlyArray<string> | null | undefined;
  images?: ReadonlyArray<string> | null | undefined;
  productDetails?: ReadonlyArray<ProductDetailInput> | null | undefined;
  title?: string | null | undefined;
  userDescription?: string | null | undefined;
  variantSpecifics?: ReadonlyArray<ItemSpecificInput> | null | undefined;
};
export type ProductDetailInput = {
  name: string;
  value: string;
};
export type ItemSpecificInput = {
  dimension: string;
  value: string;
};
export type UpdateInventoryItemMutation$variables = {
  edits: InventoryItemEditsInput;
  id: string;
  userId: string;
};
export type UpdateInventoryItemMutation$data = {
  readonly updateInventoryItem: {
    readonly __typename: string;
    readonly ListingEditorEbay_item?: {
      readonly " $fragmentSpreads": FragmentRefs<"ListingEditorEbay_item">;
    } | null | undefined;
    readonly ListingEditor_item?: {
      readonly " $fragmentSpreads": FragmentRefs<"ListingEditor_item">;
    } | null | undefined;
    readonly ListingHeader_item?: {
      readonly " $fragmentSpreads": FragmentRefs<"ListingHeader_item">;
    } | null | undefined;
    readonly PricingInfoPanel_item?: {
      readonly " $fragmentSpreads": FragmentRefs<"PricingInfoPanel_item">;
    } | null | undefined;
    readonly id?: string;
    readonly message?: string;
  };
};
export type UpdateInventoryItemMutation = {
  response: UpdateInventoryItemMutation$data;
  variables: UpdateInventoryItemMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "edits"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "edits",
    "variableName": "edits"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
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
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowBestOffer",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "images",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "featureBullets",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ProductDetail",
  "kind": "LinkedField",
  "name": "productDetails",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v12/*:: as any*/)
  ],
  "storageKey": null
},
v14 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dimension",
    "storageKey": null
  },
  (v12/*:: as any*/)
],
v15 = [
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateInventoryItemMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateInventoryItem",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
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
                      "name": "PricingInfoPanel_item"
                    }
                  ],
                  "type": "InventoryItem",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "PricingInfoPanel_item"
              },
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
            "type": "InventoryItem",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UpdateInventoryItemMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateInventoryItem",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CatalogDetails",
                "kind": "LinkedField",
                "name": "catalogDetails",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageSrcs",
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  (v13/*:: as any*/)
                ],
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
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ebayPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "costBasisCents",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
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
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EbayPricing",
                "kind": "LinkedField",
                "name": "ebayPricing",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ready",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "missing",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amazonPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amazonFeesCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amazonEarningsCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "offsiteFulfilmentCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "offsiteFulfilmentSource",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ebayFeeCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "marginCents",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sellerSku",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "asin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "condition",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hidden",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Listing",
                "kind": "LinkedField",
                "name": "listingsOnChannels",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "channelCode",
                    "storageKey": null
                  },
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
                    "name": "live",
                    "storageKey": null
                  },
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
                    "name": "errored",
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
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
                "concreteType": "EbayCategory",
                "kind": "LinkedField",
                "name": "ebayCategory",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EbayCategory",
                "kind": "LinkedField",
                "name": "ebaySuggestedCategory",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ItemSpecific",
                "kind": "LinkedField",
                "name": "ebayCatalogSpecifics",
                "plural": true,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "InventoryItem",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "69ac3fed8b291aff3765d9d500480a9b",
    "id": null,
    "metadata": {},
    "name": "UpdateInventoryItemMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateInventoryItemMutation(\n  $userId: String!\n  $id: ID!\n  $edits: InventoryItemEditsInput!\n) {\n  updateInventoryItem(userId: $userId, id: $id, edits: $edits) {\n    __typename\n    ... on InventoryItem {\n      id\n      ...ListingEditor_item\n      ...ListingHeader_item\n      ...PricingInfoPanel_item\n      ...ListingEditorEbay_item\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n\nfragment ChannelStatusChips_item on InventoryItem {\n  listingsOnChannels {\n    channelCode\n    status\n    live\n    inProgress\n    errored\n    id\n  }\n}\n\nfragment ListingEditorEbay_item on InventoryItem {\n  itemId\n  edits {\n    ebayCategoryId\n    ebayConditionId\n    conditionNote\n    variantSpecifics {\n      dimension\n      value\n    }\n  }\n  ebayCategory {\n    categoryId\n    fullCategoryText\n  }\n  ebaySuggestedCategory {\n    categoryId\n    fullCategoryText\n  }\n  ebayCatalogSpecifics {\n    dimension\n    value\n  }\n}\n\nfragment ListingEditor_item on InventoryItem {\n  id\n  title\n  allowBestOffer\n  catalogDetails {\n    description\n    images\n    imageSrcs\n    featureBullets\n    productDetails {\n      name\n      value\n    }\n  }\n  edits {\n    title\n    description\n    images\n    featureBullets\n    productDetails {\n      name\n      value\n    }\n    ebayPriceCents\n    costBasisCents\n    allowBestOffer\n  }\n  ...PricingInfoPanel_item\n}\n\nfragment ListingHeader_item on InventoryItem {\n  sellerSku\n  asin\n  condition\n  itemType\n  hidden\n  ...ChannelStatusChips_item\n}\n\nfragment PricingInfoPanel_item on InventoryItem {\n  ebayPricing {\n    priceCents\n    source\n    ready\n    missing\n    amazonPriceCents\n    amazonFeesCents\n    amazonEarningsCents\n    offsiteFulfilmentCents\n    offsiteFulfilmentSource\n    ebayFeeCents\n    marginCents\n  }\n}\n"
  }
};
})();

(node as any).hash = "143f32c5b7644bc4752611dd67a68bd4";

export default node;
