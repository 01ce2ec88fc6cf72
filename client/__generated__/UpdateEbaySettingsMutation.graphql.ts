/**
 * @generated SignedSource<<a13d6a9a6988cb9155ade5b102b84ae8>>
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
export type UpdateEbaySettingsMutation$variables = {
  settings: EbaySettingsInput;
  userId: string;
};
export type UpdateEbaySettingsMutation$data = {
  readonly updateEbaySettings: {
    readonly __typename: string;
    readonly ebaySettings?: {
      readonly alwaysReprice: boolean;
      readonly automaticCustomerFeedbackText: string | null | undefined;
      readonly customTemplate: {
        readonly css: string;
        readonly html: string;
      };
      readonly disableCustomerFeedback: boolean;
      readonly disableFulfillment: boolean;
      readonly disableQus: boolean;
      readonly disableShippingPriceOverrides: boolean;
      readonly displayableOrderComment: string | null | undefined;
      readonly ebayAiFillSpecifics: boolean;
      readonly ebayBlankBox: string;
      readonly ebayBlockAmzl: string;
      readonly ebayFeeCountry: string;
      readonly ebayShopType: string;
      readonly enableBestOffer: boolean;
      readonly enableBlankBox: boolean;
      readonly enableEmailNotifications: boolean;
      readonly handlingTime: number;
      readonly listingTemplateBoilerplate: {
        readonly details1: string;
        readonly details2: string;
        readonly details3: string;
        readonly title1: string;
        readonly title2: string;
        readonly title3: string;
      };
      readonly listingTemplateStyle: string;
      readonly markAsShipped: boolean;
      readonly overrideCountry: string | null | undefined;
      readonly preferredListQuantity: number | null | undefined;
      readonly preferredListQuantityBuffer: number | null | undefined;
      readonly premiumShippingAdditionalProfits: {
        readonly expedited: number;
        readonly priority: number;
      };
      readonly pricingFixedMargin: number;
      readonly pricingFormula: {
        readonly constantAdd: number;
        readonly fbaShipMultiplier: number;
        readonly itemMultiplier: number;
      };
      readonly pricingOption: string;
      readonly pricingPercentMargin: number;
      readonly repricingEnabled: boolean;
      readonly repricingMargin: number;
      readonly shipsFromZip: string | null | undefined;
      readonly showFooter: boolean;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly id?: string;
    readonly message?: string;
  };
};
export type UpdateEbaySettingsMutation = {
  response: UpdateEbaySettingsMutation$data;
  variables: UpdateEbaySettingsMutation$variables;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "EbaySettings",
      "kind": "LinkedField",
      "name": "ebaySettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "handlingTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enableBestOffer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayAiFillSpecifics",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preferredListQuantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preferredListQuantityBuffer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overrideCountry",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shipsFromZip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EbayPremiumShippingProfits",
          "kind": "LinkedField",
          "name": "premiumShippingAdditionalProfits",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "expedited",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "priority",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disableShippingPriceOverrides",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "automaticCustomerFeedbackText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disableCustomerFeedback",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "markAsShipped",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayableOrderComment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enableBlankBox",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayBlankBox",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayBlockAmzl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "repricingEnabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alwaysReprice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "repricingMargin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayFeeCountry",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ebayShopType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disableFulfillment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disableQus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enableEmailNotifications",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pricingOption",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pricingPercentMargin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pricingFixedMargin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EbayPricingFormula",
          "kind": "LinkedField",
          "name": "pricingFormula",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "itemMultiplier",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fbaShipMultiplier",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "constantAdd",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "listingTemplateStyle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "showFooter",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EbaySettingsFooterTemplate",
          "kind": "LinkedField",
          "name": "listingTemplateBoilerplate",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title1",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "details1",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title2",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "details2",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title3",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "details3",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EbaySettingsCustomTemplate",
          "kind": "LinkedField",
          "name": "customTemplate",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "html",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "css",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v6/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateEbaySettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateEbaySettings",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UpdateEbaySettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateEbaySettings",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
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
    "cacheID": "98b38d9fd2fa730e712286adfdf89a31",
    "id": null,
    "metadata": {},
    "name": "UpdateEbaySettingsMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateEbaySettingsMutation(\n  $userId: String!\n  $settings: EbaySettingsInput!\n) {\n  updateEbaySettings(userId: $userId, settings: $settings) {\n    __typename\n    ... on User {\n      id\n      ebaySettings {\n        handlingTime\n        enableBestOffer\n        ebayAiFillSpecifics\n        preferredListQuantity\n        preferredListQuantityBuffer\n        overrideCountry\n        shipsFromZip\n        premiumShippingAdditionalProfits {\n          expedited\n          priority\n        }\n        disableShippingPriceOverrides\n        automaticCustomerFeedbackText\n        disableCustomerFeedback\n        markAsShipped\n        displayableOrderComment\n        enableBlankBox\n        ebayBlankBox\n        ebayBlockAmzl\n        repricingEnabled\n        alwaysReprice\n        repricingMargin\n        ebayFeeCountry\n        ebayShopType\n        disableFulfillment\n        disableQus\n        enableEmailNotifications\n        pricingOption\n        pricingPercentMargin\n        pricingFixedMargin\n        pricingFormula {\n          itemMultiplier\n          fbaShipMultiplier\n          constantAdd\n        }\n        listingTemplateStyle\n        showFooter\n        listingTemplateBoilerplate {\n          title1\n          details1\n          title2\n          details2\n          title3\n          details3\n        }\n        customTemplate {\n          html\n          css\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f9ccf4680866c1df7dc8abd9022a5717";

export default node;
