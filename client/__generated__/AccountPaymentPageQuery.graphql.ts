/**
 * @generated SignedSource<<e0d49515ea413e90a5d3dccdd2175682>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountPaymentPageQuery$variables = {
  userId: string;
};
export type AccountPaymentPageQuery$data = {
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountSettingsCards_user" | "AiCreditsCard_user" | "PaymentCard_user" | "PlanCards_user" | "ReferralCard_user">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CardForm_stripe">;
};
export type AccountPaymentPageQuery = {
  response: AccountPaymentPageQuery$data;
  variables: AccountPaymentPageQuery$variables;
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
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountPaymentPageQuery",
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
            "name": "AccountSettingsCards_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PlanCards_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PaymentCard_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AiCreditsCard_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReferralCard_user"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CardForm_stripe"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountPaymentPageQuery",
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
            "kind": "ScalarField",
            "name": "userId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fullName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phoneCountryCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "twoFactorEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "twoFactorRecoveryCodesLeft",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasCard",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "billingCurrency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ChannelBilling",
            "kind": "LinkedField",
            "name": "channelBilling",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "channel",
                "storageKey": null
              },
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
                "concreteType": "PlanSubscription",
                "kind": "LinkedField",
                "name": "subscription",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
                    "name": "trialEnd",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currentPeriodEnd",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cancelAtPeriodEnd",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "discountName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "discountPercent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "discountAmountOffCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "discountEnd",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "retentionOfferAvailable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Plan",
                    "kind": "LinkedField",
                    "name": "plan",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "planId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "maxListings",
                        "storageKey": null
                      }
                    ],
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
            "kind": "ScalarField",
            "name": "cardSummary",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "aiCreditBalance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 20
              }
            ],
            "concreteType": "AiCreditLedgerEntry",
            "kind": "LinkedField",
            "name": "aiCreditLedger",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "credits",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "costCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              }
            ],
            "storageKey": "aiCreditLedger(first:20)"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReferralProgramme",
            "kind": "LinkedField",
            "name": "referral",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alias",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "link",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "commissionPercent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "discountCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "referredCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCommissionCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReferralCommission",
                "kind": "LinkedField",
                "name": "commissions",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "referredEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "invoiceAmountCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "commissionCents",
                    "storageKey": null
                  },
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
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StripeClientSettings",
        "kind": "LinkedField",
        "name": "stripeClient",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publishableKey",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scriptUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a60e50403d78da9f8e7031cc83bdc034",
    "id": null,
    "metadata": {},
    "name": "AccountPaymentPageQuery",
    "operationKind": "query",
    "text": "query AccountPaymentPageQuery(\n  $userId: String!\n) {\n  user(userId: $userId) {\n    ...AccountSettingsCards_user\n    ...PlanCards_user\n    ...PaymentCard_user\n    ...AiCreditsCard_user\n    ...ReferralCard_user\n    id\n  }\n  ...CardForm_stripe\n}\n\nfragment AccountSettingsCards_user on User {\n  userId\n  fullName\n  phoneCountryCode\n  phone\n  ...TwoFactorCard_user\n}\n\nfragment AiCreditsCard_user on User {\n  userId\n  aiCreditBalance\n  billingCurrency\n  aiCreditLedger(first: 20) {\n    id\n    createdAt\n    credits\n    costCents\n    reason\n  }\n}\n\nfragment CardForm_stripe on Query {\n  stripeClient {\n    publishableKey\n    scriptUrl\n  }\n}\n\nfragment PaymentCard_user on User {\n  userId\n  cardSummary\n  hasCard\n}\n\nfragment PlanCards_user on User {\n  userId\n  hasCard\n  billingCurrency\n  channelBilling {\n    channel\n    liveListings\n    subscription {\n      id\n      status\n      trialEnd\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      discountName\n      discountPercent\n      discountAmountOffCents\n      discountEnd\n      retentionOfferAvailable\n      plan {\n        planId\n        displayName\n        maxListings\n      }\n    }\n  }\n}\n\nfragment ReferralCard_user on User {\n  billingCurrency\n  referral {\n    alias\n    link\n    commissionPercent\n    discountCents\n    referredCount\n    totalCommissionCents\n    commissions {\n      id\n      createdAt\n      referredEmail\n      invoiceAmountCents\n      commissionCents\n      currency\n    }\n  }\n}\n\nfragment TwoFactorCard_user on User {\n  userId\n  twoFactorEnabled\n  twoFactorRecoveryCodesLeft\n}\n"
  }
};
})();

(node as any).hash = "a99487e35b9b2ae5d168bf28dcee81fb";

export default node;
