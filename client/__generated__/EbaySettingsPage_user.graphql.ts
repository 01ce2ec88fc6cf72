/**
 * @generated SignedSource<<c908a6b5124fd6f3fa9832b3650165c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EbaySettingsPage_user$data = {
  readonly ebaySettings: {
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
  readonly linkedPlatforms: {
    readonly ebay: {
      readonly currency: string | null | undefined;
    } | null | undefined;
  };
  readonly " $fragmentType": "EbaySettingsPage_user";
};
export type EbaySettingsPage_user$key = {
  readonly " $data"?: EbaySettingsPage_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EbaySettingsPage_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EbaySettingsPage_user",
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
          "concreteType": "EbayConnection",
          "kind": "LinkedField",
          "name": "ebay",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
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
};

(node as any).hash = "3fd8ffba58f0bda90c31ce6d282cc9d5";

export default node;
