/**
 * @generated SignedSource<<f91cabff7747dd5a3794052969e027f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EbaySettingsInput = {
  alwaysReprice?: boolean | null | undefined;
  automaticCustomerFeedbackText?: string | null | undefined;
  customTemplate?: EbaySettingsCustomTemplateInput | null | undefined;
  disableCustomerFeedback?: boolean | null | undefined;
  disableFulfillment?: boolean | null | undefined;
  disableQus?: boolean | null | undefined;
  disableShippingPriceOverrides?: boolean | null | undefined;
  displayableOrderComment?: string | null | undefined;
  ebayAiFillSpecifics?: boolean | null | undefined;
  ebayBlankBox?: string | null | undefined;
  ebayBlockAmzl?: string | null | undefined;
  ebayFeeCountry?: string | null | undefined;
  ebayShopType?: string | null | undefined;
  enableBestOffer?: boolean | null | undefined;
  enableBlankBox?: boolean | null | undefined;
  enableEmailNotifications?: boolean | null | undefined;
  handlingTime?: number | null | undefined;
  listingTemplateBoilerplate?: EbaySettingsFooterTemplateInput | null | undefined;
  listingTemplateStyle?: string | null | undefined;
  markAsShipped?: boolean | null | undefined;
  overrideCountry?: string | null | undefined;
  preferredListQuantity?: number | null | undefined;
  preferredListQuantityBuffer?: number | null | undefined;
  premiumShippingAdditionalProfits?: EbayPremiumShippingProfitsInput | null | undefined;
  pricingFixedMargin?: number | null | undefined;
  pricingFormula?: EbayPricingFormulaInput | null | undefined;
  pricingOption?: string | null | undefined;
  pricingPercentMargin?: number | null | undefined;
  repricingEnabled?: boolean | null | undefined;
  repricingMargin?: number | null | undefined;
  shipsFromZip?: string | null | undefined;
  showFooter?: boolean | null | undefined;
};
export type EbaySettingsCustomTemplateInput = {
  css?: string | null | undefined;
  html?: string | null | undefined;
};
export type EbaySettingsFooterTemplateInput = {
  details1?: string | null | undefined;
  details2?: string | null | undefined;
  details3?: string | null | undefined;
  title1?: string | null | undefined;
  title2?: string | null | undefined;
  title3?: string | null | undefined;
};
export type EbayPremiumShippingProfitsInput = {
  expedited?: number | null | undefined;
  priority?: number | null | undefined;
};
export type EbayPricingFormulaInput = {
  constantAdd?: number | null | undefined;
  fbaShipMultiplier?: number | null | undefined;
  itemMultiplier?: number | null | undefined;
};
export type EbayRepricePreviewQuery$variables = {
  settings: EbaySettingsInput;
  userId: string;
};
export type EbayRepricePreviewQuery$data = {
  readonly ebayRepricePreview: {
    readonly __typename: string;
    readonly liveListings?: number;
    readonly message?: string;
    readonly repriced?: number;
    readonly sample?: ReadonlyArray<{
      readonly currentPriceCents: number | null | undefined;
      readonly listingId: string;
      readonly newPriceCents: number;
      readonly sku: string;
      readonly title: string;
    }>;
  };
};
export type EbayRepricePreviewQuery = {
  response: EbayRepricePreviewQuery$data;
  variables: EbayRepricePreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "settings"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "sampleSize",
        "value": 10
      },
      {
        "kind": "Variable",
        "name": "settings",
        "variableName": "settings"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "ebayRepricePreview",
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
            "name": "liveListings",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "repriced",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EbayRepriceSample",
            "kind": "LinkedField",
            "name": "sample",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "listingId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sku",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentPriceCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "newPriceCents",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "EbayRepricePreview",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EbayRepricePreviewQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EbayRepricePreviewQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e97055635c14744e5e2c218da517b751",
    "id": null,
    "metadata": {},
    "name": "EbayRepricePreviewQuery",
    "operationKind": "query",
    "text": "query EbayRepricePreviewQuery(\n  $userId: String!\n  $settings: EbaySettingsInput!\n) {\n  ebayRepricePreview(userId: $userId, settings: $settings, sampleSize: 10) {\n    __typename\n    ... on EbayRepricePreview {\n      liveListings\n      repriced\n      sample {\n        listingId\n        title\n        sku\n        currentPriceCents\n        newPriceCents\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc6990299cada9dcd34296a48923618a";

export default node;
