/**
 * @generated SignedSource<<5529d6ff251aab3183f3cffe80862e8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShopifySettingsPageQuery$variables = {
  userId: string;
};
export type ShopifySettingsPageQuery$data = {
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"ShopifySettingsForm_user">;
  } | null | undefined;
};
export type ShopifySettingsPageQuery = {
  response: ShopifySettingsPageQuery$data;
  variables: ShopifySettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ShopifySettingsPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "ShopifySettingsForm_user"
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
    "name": "ShopifySettingsPageQuery",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
    "cacheID": "4ab2bea5a363746cb0fb86501088e5c7",
    "id": null,
    "metadata": {},
    "name": "ShopifySettingsPageQuery",
    "operationKind": "query",
    "text": "query ShopifySettingsPageQuery(\n  $userId: String!\n) {\n  user(userId: $userId) {\n    ...ShopifySettingsForm_user\n    id\n  }\n}\n\nfragment ShopifySettingsForm_user on User {\n  linkedPlatforms {\n    amazon {\n      marketplaceId\n    }\n  }\n  shopifySettings {\n    defaultProductImportState\n    automaticPricingSync\n    automaticQuantitySync\n    automaticFulfillment\n    amazonShipping\n    shopifyBlankBox\n    shopifyBlockAmzl\n    preferredLocation\n  }\n  shopifyPricingFormulas {\n    radioGroupShopifyPricing\n    shopifyPercentMargin\n    shopifyFixedMargin\n    radioGroupComparePricing\n    comparePercentMargin\n    compareFixedMargin\n  }\n}\n"
  }
};
})();

(node as any).hash = "32e669378f4f7daec84870aa250b31db";

export default node;
