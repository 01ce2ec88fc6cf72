/**
 * @generated SignedSource<<87d0af4b86c9bf757b37f33573261520>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscribeToPlansMutation$variables = {
  ebayPlanId?: string | null | undefined;
  onbuyPlanId?: string | null | undefined;
  shopifyPlanId?: string | null | undefined;
  userId: string;
};
export type SubscribeToPlansMutation$data = {
  readonly subscribeToPlans: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AiCreditsCard_user" | "PaymentCard_user" | "PlanCards_user">;
    };
  };
};
export type SubscribeToPlansMutation = {
  response: SubscribeToPlansMutation$data;
  variables: SubscribeToPlansMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ebayPlanId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "onbuyPlanId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "shopifyPlanId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "ebayPlanId",
    "variableName": "ebayPlanId"
  },
  {
    "kind": "Variable",
    "name": "onbuyPlanId",
    "variableName": "onbuyPlanId"
  },
  {
    "kind": "Variable",
    "name": "shopifyPlanId",
    "variableName": "shopifyPlanId"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscribeToPlansMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "subscribeToPlans",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
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
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SubscribeToPlansMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "subscribeToPlans",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
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
                          (v6/*:: as any*/),
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
                      (v6/*:: as any*/),
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
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "db252a620c953f3be002ab2ab1de4e05",
    "id": null,
    "metadata": {},
    "name": "SubscribeToPlansMutation",
    "operationKind": "mutation",
    "text": "mutation SubscribeToPlansMutation(\n  $userId: String!\n  $ebayPlanId: String\n  $shopifyPlanId: String\n  $onbuyPlanId: String\n) {\n  subscribeToPlans(userId: $userId, ebayPlanId: $ebayPlanId, shopifyPlanId: $shopifyPlanId, onbuyPlanId: $onbuyPlanId) {\n    __typename\n    ... on BillingUpdate {\n      user {\n        id\n        ...PlanCards_user\n        ...PaymentCard_user\n        ...AiCreditsCard_user\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment AiCreditsCard_user on User {\n  userId\n  aiCreditBalance\n  billingCurrency\n  aiCreditLedger(first: 20) {\n    id\n    createdAt\n    credits\n    costCents\n    reason\n  }\n}\n\nfragment PaymentCard_user on User {\n  userId\n  cardSummary\n  hasCard\n}\n\nfragment PlanCards_user on User {\n  userId\n  hasCard\n  billingCurrency\n  channelBilling {\n    channel\n    liveListings\n    subscription {\n      id\n      status\n      trialEnd\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      discountName\n      discountPercent\n      discountAmountOffCents\n      discountEnd\n      retentionOfferAvailable\n      plan {\n        planId\n        displayName\n        maxListings\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b4744153a3fd5fdc973cd24f1f2c10d8";

export default node;
