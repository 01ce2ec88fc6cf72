/**
 * @generated SignedSource<<3f189f039d0ffd32e20fb88a6e1e0353>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BuyAiCreditsMutation$variables = {
  credits: number;
  expectedCents?: number | null | undefined;
  userId: string;
};
export type BuyAiCreditsMutation$data = {
  readonly buyAiCredits: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AiCreditsCard_user" | "PaymentCard_user" | "PlanCards_user">;
    };
  };
};
export type BuyAiCreditsMutation = {
  response: BuyAiCreditsMutation$data;
  variables: BuyAiCreditsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "credits"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "expectedCents"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "credits",
    "variableName": "credits"
  },
  {
    "kind": "Variable",
    "name": "expectedCents",
    "variableName": "expectedCents"
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v8 = {
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
        (v6/*:: as any*/)
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BuyAiCreditsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "buyAiCredits",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BuyAiCreditsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "buyAiCredits",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                          (v5/*:: as any*/),
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
                      (v5/*:: as any*/),
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
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b0ef77d5636dd5e32c3c5ac0928d0e65",
    "id": null,
    "metadata": {},
    "name": "BuyAiCreditsMutation",
    "operationKind": "mutation",
    "text": "mutation BuyAiCreditsMutation(\n  $userId: String!\n  $credits: Int!\n  $expectedCents: Int\n) {\n  buyAiCredits(userId: $userId, credits: $credits, expectedCents: $expectedCents) {\n    __typename\n    ... on BillingUpdate {\n      user {\n        id\n        ...PlanCards_user\n        ...PaymentCard_user\n        ...AiCreditsCard_user\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n\nfragment AiCreditsCard_user on User {\n  userId\n  aiCreditBalance\n  billingCurrency\n  aiCreditLedger(first: 20) {\n    id\n    createdAt\n    credits\n    costCents\n    reason\n  }\n}\n\nfragment PaymentCard_user on User {\n  userId\n  cardSummary\n  hasCard\n}\n\nfragment PlanCards_user on User {\n  userId\n  hasCard\n  billingCurrency\n  channelBilling {\n    channel\n    liveListings\n    subscription {\n      id\n      status\n      trialEnd\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      discountName\n      discountPercent\n      discountAmountOffCents\n      discountEnd\n      retentionOfferAvailable\n      plan {\n        planId\n        displayName\n        maxListings\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c13c559b22b67505f67c6f507ab96e91";

export default node;
