/**
 * @generated SignedSource<<b7a1617e30b682065f3815112036cae0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateBillingCardMutation$variables = {
  setupIntentId: string;
  userId: string;
};
export type UpdateBillingCardMutation$data = {
  readonly updateBillingCard: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly subscriptions?: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly user?: {
      readonly cardSummary: string | null | undefined;
      readonly hasCard: boolean;
      readonly id: string;
      readonly onboardingDiscountEligible: boolean;
      readonly onboardingPlans: ReadonlyArray<{
        readonly planId: string;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"AiCreditsCard_user" | "PaymentCard_user" | "PlanCards_user">;
    };
  };
};
export type UpdateBillingCardMutation = {
  response: UpdateBillingCardMutation$data;
  variables: UpdateBillingCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "setupIntentId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "setupIntentId",
    "variableName": "setupIntentId"
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
  "alias": null,
  "args": null,
  "concreteType": "PlanSubscription",
  "kind": "LinkedField",
  "name": "subscriptions",
  "plural": true,
  "selections": [
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasCard",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cardSummary",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onboardingDiscountEligible",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "planId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Plan",
  "kind": "LinkedField",
  "name": "onboardingPlans",
  "plural": true,
  "selections": [
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v12 = {
  "kind": "InlineFragment",
  "selections": [
    (v11/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v13 = {
  "kind": "InlineFragment",
  "selections": [
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
        (v11/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateBillingCardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateBillingCard",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v10/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BillingUpdate",
            "abstractKey": null
          },
          (v12/*:: as any*/),
          (v13/*:: as any*/)
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
    "name": "UpdateBillingCardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateBillingCard",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v10/*:: as any*/),
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
                          (v4/*:: as any*/),
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
                              (v9/*:: as any*/),
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
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BillingUpdate",
            "abstractKey": null
          },
          (v12/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "13682a59a290ed90a8f0c0285f61ace6",
    "id": null,
    "metadata": {},
    "name": "UpdateBillingCardMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateBillingCardMutation(\n  $userId: String!\n  $setupIntentId: String!\n) {\n  updateBillingCard(userId: $userId, setupIntentId: $setupIntentId) {\n    __typename\n    ... on BillingUpdate {\n      subscriptions {\n        id\n      }\n      user {\n        id\n        hasCard\n        cardSummary\n        onboardingDiscountEligible\n        onboardingPlans {\n          planId\n        }\n        ...PlanCards_user\n        ...PaymentCard_user\n        ...AiCreditsCard_user\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n\nfragment AiCreditsCard_user on User {\n  userId\n  aiCreditBalance\n  billingCurrency\n  aiCreditLedger(first: 20) {\n    id\n    createdAt\n    credits\n    costCents\n    reason\n  }\n}\n\nfragment PaymentCard_user on User {\n  userId\n  cardSummary\n  hasCard\n}\n\nfragment PlanCards_user on User {\n  userId\n  hasCard\n  billingCurrency\n  channelBilling {\n    channel\n    liveListings\n    subscription {\n      id\n      status\n      trialEnd\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      discountName\n      discountPercent\n      discountAmountOffCents\n      discountEnd\n      retentionOfferAvailable\n      plan {\n        planId\n        displayName\n        maxListings\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "440cf80852db5dfa6dd7ac277da2e2d6";

export default node;
