/**
 * @generated SignedSource<<5833f20aa6e38cb8d92d40835e8935d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ShopifyFunctionSettingsInput = {
  amazonShipping?: boolean | null | undefined;
  automaticFulfillment?: boolean | null | undefined;
  automaticPricingSync?: boolean | null | undefined;
  automaticQuantitySync?: boolean | null | undefined;
  defaultProductImportState?: string | null | undefined;
  preferredLocation?: string | null | undefined;
  shopifyBlankBox?: string | null | undefined;
  shopifyBlockAmzl?: string | null | undefined;
};
export type ShopifyPricingFormulasInput = {
  compareFixedMargin?: number | null | undefined;
  comparePercentMargin?: number | null | undefined;
  radioGroupComparePricing?: string | null | undefined;
  radioGroupShopifyPricing?: string | null | undefined;
  shopifyFixedMargin?: number | null | undefined;
  shopifyPercentMargin?: number | null | undefined;
};
export type UpdateShopifySettingsMutation$variables = {
  shopifyPricingFormulas?: ShopifyPricingFormulasInput | null | undefined;
  shopifySettings?: ShopifyFunctionSettingsInput | null | undefined;
  userId: string;
};
export type UpdateShopifySettingsMutation$data = {
  readonly updateShopifySettings: {
    readonly __typename: string;
    readonly id?: string;
    readonly message?: string;
    readonly shopifyPricingFormulas?: {
      readonly compareFixedMargin: number;
      readonly comparePercentMargin: number;
      readonly radioGroupComparePricing: string;
      readonly radioGroupShopifyPricing: string;
      readonly shopifyFixedMargin: number;
      readonly shopifyPercentMargin: number;
    };
    readonly shopifySettings?: {
      readonly amazonShipping: boolean;
      readonly automaticFulfillment: boolean;
      readonly automaticPricingSync: boolean;
      readonly automaticQuantitySync: boolean;
      readonly defaultProductImportState: string;
      readonly preferredLocation: string | null | undefined;
      readonly shopifyBlankBox: string;
      readonly shopifyBlockAmzl: string;
    };
  };
};
export type UpdateShopifySettingsMutation = {
  response: UpdateShopifySettingsMutation$data;
  variables: UpdateShopifySettingsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "shopifyPricingFormulas"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "shopifySettings"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "shopifyPricingFormulas",
    "variableName": "shopifyPricingFormulas"
  },
  {
    "kind": "Variable",
    "name": "shopifySettings",
    "variableName": "shopifySettings"
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
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ShopifyFunctionSettings",
      "kind": "LinkedField",
      "name": "shopifySettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultProductImportState",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "automaticPricingSync",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "automaticQuantitySync",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "automaticFulfillment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amazonShipping",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shopifyBlankBox",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shopifyBlockAmzl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preferredLocation",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ShopifyPricingFormulas",
      "kind": "LinkedField",
      "name": "shopifyPricingFormulas",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "radioGroupShopifyPricing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shopifyPercentMargin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shopifyFixedMargin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "radioGroupComparePricing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comparePercentMargin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "compareFixedMargin",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
},
v7 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateShopifySettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateShopifySettings",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
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
    "name": "UpdateShopifySettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateShopifySettings",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
    "cacheID": "294aa7898a1b13fdab742f5b6ba75380",
    "id": null,
    "metadata": {},
    "name": "UpdateShopifySettingsMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateShopifySettingsMutation(\n  $userId: String!\n  $shopifySettings: ShopifyFunctionSettingsInput\n  $shopifyPricingFormulas: ShopifyPricingFormulasInput\n) {\n  updateShopifySettings(userId: $userId, shopifySettings: $shopifySettings, shopifyPricingFormulas: $shopifyPricingFormulas) {\n    __typename\n    ... on User {\n      id\n      shopifySettings {\n        defaultProductImportState\n        automaticPricingSync\n        automaticQuantitySync\n        automaticFulfillment\n        amazonShipping\n        shopifyBlankBox\n        shopifyBlockAmzl\n        preferredLocation\n      }\n      shopifyPricingFormulas {\n        radioGroupShopifyPricing\n        shopifyPercentMargin\n        shopifyFixedMargin\n        radioGroupComparePricing\n        comparePercentMargin\n        compareFixedMargin\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "889b6185e59f1ea6b00bdc5192c77b66";

export default node;
