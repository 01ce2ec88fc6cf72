/**
 * @generated SignedSource<<6c96d8240702ea124348d2e96dc6cf2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DashboardPeriodKind = "CUSTOM" | "LAST_30_DAYS" | "LAST_7_DAYS" | "LAST_90_DAYS" | "TODAY" | "%future added value";
export type DashboardPageQuery$variables = {
  channel?: string | null | undefined;
  from?: string | null | undefined;
  period: DashboardPeriodKind;
  to?: string | null | undefined;
  userId: string;
};
export type DashboardPageQuery$data = {
  readonly dashboard: {
    readonly __typename: "DashboardInputError";
    readonly message: string;
  } | {
    readonly __typename: "QueryDashboardSuccess";
    readonly data: {
      readonly channels: ReadonlyArray<{
        readonly channel: string;
        readonly figures: ReadonlyArray<{
          readonly currency: string;
          readonly marginPercent: number | null | undefined;
          readonly orders: number;
          readonly profitCents: number;
          readonly revenueCents: number;
          readonly units: number;
        }>;
      }>;
      readonly figures: ReadonlyArray<{
        readonly change: {
          readonly margin: number | null | undefined;
          readonly orders: number | null | undefined;
          readonly profit: number | null | undefined;
          readonly revenue: number | null | undefined;
          readonly units: number | null | undefined;
        };
        readonly currency: string;
        readonly current: {
          readonly channelFeeCents: number;
          readonly costCents: number;
          readonly feesUnknown: number;
          readonly marginPercent: number | null | undefined;
          readonly mcfFeeCents: number;
          readonly offsiteFeeCents: number;
          readonly orders: number;
          readonly profitCents: number;
          readonly revenueCents: number;
          readonly units: number;
        };
      }>;
      readonly period: {
        readonly days: number;
        readonly from: string;
        readonly to: string;
      };
      readonly previousPeriod: {
        readonly from: string;
        readonly to: string;
      };
      readonly sellerCurrency: string | null | undefined;
      readonly series: ReadonlyArray<{
        readonly currency: string;
        readonly days: ReadonlyArray<{
          readonly day: string;
          readonly figures: {
            readonly orders: number;
            readonly profitCents: number;
            readonly revenueCents: number;
            readonly units: number;
          };
        }>;
      }>;
      readonly topByProfit: ReadonlyArray<{
        readonly currency: string;
        readonly itemId: string;
        readonly profitCents: number;
        readonly sellerSku: string;
        readonly title: string;
        readonly units: number;
      }>;
      readonly topByUnits: ReadonlyArray<{
        readonly currency: string;
        readonly itemId: string;
        readonly profitCents: number;
        readonly sellerSku: string;
        readonly title: string;
        readonly units: number;
      }>;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly stockCover: {
    readonly inboundUrl: string | null | undefined;
    readonly runningOut: ReadonlyArray<{
      readonly coverDays: number | null | undefined;
      readonly itemId: string;
      readonly sellable: number;
      readonly sellerSku: string;
      readonly title: string;
      readonly unitsLast30Days: number;
    }>;
    readonly unsold: ReadonlyArray<{
      readonly itemId: string;
      readonly sellable: number;
      readonly sellerSku: string;
      readonly title: string;
    }>;
    readonly unsoldTotal: number;
  };
};
export type DashboardPageQuery = {
  response: DashboardPageQuery$data;
  variables: DashboardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "channel"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "period"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v5 = {
  "kind": "Variable",
  "name": "userId",
  "variableName": "userId"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orders",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "units",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revenueCents",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profitCents",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "marginPercent",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sellerSku",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v17 = [
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v8/*:: as any*/),
  (v10/*:: as any*/),
  (v12/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sellable",
  "storageKey": null
},
v19 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "channel",
        "variableName": "channel"
      },
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "period",
        "variableName": "period"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      },
      (v5/*:: as any*/)
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "dashboard",
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
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "DashboardInputError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Dashboard",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DashboardPeriod",
                "kind": "LinkedField",
                "name": "period",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "days",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DashboardPeriod",
                "kind": "LinkedField",
                "name": "previousPeriod",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sellerCurrency",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DashboardFigures",
                "kind": "LinkedField",
                "name": "figures",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SalesFigures",
                    "kind": "LinkedField",
                    "name": "current",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "channelFeeCents",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "mcfFeeCents",
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
                        "name": "offsiteFeeCents",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "feesUnknown",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DashboardChange",
                    "kind": "LinkedField",
                    "name": "change",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "revenue",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "profit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "margin",
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
                "concreteType": "DashboardSeries",
                "kind": "LinkedField",
                "name": "series",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DashboardDay",
                    "kind": "LinkedField",
                    "name": "days",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "day",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SalesFigures",
                        "kind": "LinkedField",
                        "name": "figures",
                        "plural": false,
                        "selections": [
                          (v9/*:: as any*/),
                          (v10/*:: as any*/),
                          (v11/*:: as any*/),
                          (v12/*:: as any*/)
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
                "concreteType": "DashboardChannel",
                "kind": "LinkedField",
                "name": "channels",
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
                    "concreteType": "SalesFigures",
                    "kind": "LinkedField",
                    "name": "figures",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DashboardItem",
                "kind": "LinkedField",
                "name": "topByProfit",
                "plural": true,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DashboardItem",
                "kind": "LinkedField",
                "name": "topByUnits",
                "plural": true,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QueryDashboardSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      (v5/*:: as any*/)
    ],
    "concreteType": "StockCover",
    "kind": "LinkedField",
    "name": "stockCover",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inboundUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unsoldTotal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StockCoverItem",
        "kind": "LinkedField",
        "name": "runningOut",
        "plural": true,
        "selections": [
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unitsLast30Days",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "coverDays",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StockCoverItem",
        "kind": "LinkedField",
        "name": "unsold",
        "plural": true,
        "selections": [
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageQuery",
    "selections": (v19/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DashboardPageQuery",
    "selections": (v19/*:: as any*/)
  },
  "params": {
    "cacheID": "b062cbde0f4bd23220225b34b62d4f98",
    "id": null,
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": "query DashboardPageQuery(\n  $userId: String!\n  $period: DashboardPeriodKind!\n  $from: String\n  $to: String\n  $channel: String\n) {\n  dashboard(userId: $userId, period: $period, from: $from, to: $to, channel: $channel) {\n    __typename\n    ... on DashboardInputError {\n      message\n    }\n    ... on QueryDashboardSuccess {\n      data {\n        period {\n          from\n          to\n          days\n        }\n        previousPeriod {\n          from\n          to\n        }\n        sellerCurrency\n        figures {\n          currency\n          current {\n            orders\n            units\n            revenueCents\n            channelFeeCents\n            mcfFeeCents\n            costCents\n            offsiteFeeCents\n            profitCents\n            marginPercent\n            feesUnknown\n          }\n          change {\n            orders\n            units\n            revenue\n            profit\n            margin\n          }\n        }\n        series {\n          currency\n          days {\n            day\n            figures {\n              orders\n              units\n              revenueCents\n              profitCents\n            }\n          }\n        }\n        channels {\n          channel\n          figures {\n            currency\n            orders\n            units\n            revenueCents\n            profitCents\n            marginPercent\n          }\n        }\n        topByProfit {\n          itemId\n          sellerSku\n          title\n          currency\n          units\n          profitCents\n        }\n        topByUnits {\n          itemId\n          sellerSku\n          title\n          currency\n          units\n          profitCents\n        }\n      }\n    }\n  }\n  stockCover(userId: $userId) {\n    inboundUrl\n    unsoldTotal\n    runningOut {\n      itemId\n      sellerSku\n      title\n      sellable\n      unitsLast30Days\n      coverDays\n    }\n    unsold {\n      itemId\n      sellerSku\n      title\n      sellable\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8dd2f250bcdc9b708f102bbb6764ca4d";

export default node;
