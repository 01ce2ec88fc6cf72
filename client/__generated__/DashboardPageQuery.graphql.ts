/**
 * @generated SignedSource<<d8e933b38f732b00728cf2e61e4a98c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
        readonly " $fragmentSpreads": FragmentRefs<"TopItems_items">;
      }>;
      readonly topByUnits: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"TopItems_items">;
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
v6 = [
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v8 = {
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
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "DashboardPeriod",
  "kind": "LinkedField",
  "name": "period",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v10/*:: as any*/),
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
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "DashboardPeriod",
  "kind": "LinkedField",
  "name": "previousPeriod",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sellerCurrency",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orders",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "units",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revenueCents",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profitCents",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "marginPercent",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "DashboardFigures",
  "kind": "LinkedField",
  "name": "figures",
  "plural": true,
  "selections": [
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "SalesFigures",
      "kind": "LinkedField",
      "name": "current",
      "plural": false,
      "selections": [
        (v15/*:: as any*/),
        (v16/*:: as any*/),
        (v17/*:: as any*/),
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
        (v18/*:: as any*/),
        (v19/*:: as any*/),
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
        (v15/*:: as any*/),
        (v16/*:: as any*/),
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
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "DashboardSeries",
  "kind": "LinkedField",
  "name": "series",
  "plural": true,
  "selections": [
    (v14/*:: as any*/),
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
            (v15/*:: as any*/),
            (v16/*:: as any*/),
            (v17/*:: as any*/),
            (v18/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v22 = {
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
        (v14/*:: as any*/),
        (v15/*:: as any*/),
        (v16/*:: as any*/),
        (v17/*:: as any*/),
        (v18/*:: as any*/),
        (v19/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v23 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "TopItems_items"
  }
],
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemId",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sellerSku",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sellable",
  "storageKey": null
},
v28 = {
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
        (v24/*:: as any*/),
        (v25/*:: as any*/),
        (v26/*:: as any*/),
        (v27/*:: as any*/),
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
        (v24/*:: as any*/),
        (v25/*:: as any*/),
        (v26/*:: as any*/),
        (v27/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v29 = [
  (v24/*:: as any*/),
  (v25/*:: as any*/),
  (v26/*:: as any*/),
  (v14/*:: as any*/),
  (v16/*:: as any*/),
  (v18/*:: as any*/)
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
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "dashboard",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
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
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DashboardItem",
                    "kind": "LinkedField",
                    "name": "topByProfit",
                    "plural": true,
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DashboardItem",
                    "kind": "LinkedField",
                    "name": "topByUnits",
                    "plural": true,
                    "selections": (v23/*:: as any*/),
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
      (v28/*:: as any*/)
    ],
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
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "dashboard",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
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
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DashboardItem",
                    "kind": "LinkedField",
                    "name": "topByProfit",
                    "plural": true,
                    "selections": (v29/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DashboardItem",
                    "kind": "LinkedField",
                    "name": "topByUnits",
                    "plural": true,
                    "selections": (v29/*:: as any*/),
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
      (v28/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "e6a0f06c801c6caa84e02783c5b31309",
    "id": null,
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": "query DashboardPageQuery(\n  $userId: String!\n  $period: DashboardPeriodKind!\n  $from: String\n  $to: String\n  $channel: String\n) {\n  dashboard(userId: $userId, period: $period, from: $from, to: $to, channel: $channel) {\n    __typename\n    ... on DashboardInputError {\n      message\n    }\n    ... on QueryDashboardSuccess {\n      data {\n        period {\n          from\n          to\n          days\n        }\n        previousPeriod {\n          from\n          to\n        }\n        sellerCurrency\n        figures {\n          currency\n          current {\n            orders\n            units\n            revenueCents\n            channelFeeCents\n            mcfFeeCents\n            costCents\n            offsiteFeeCents\n            profitCents\n            marginPercent\n            feesUnknown\n          }\n          change {\n            orders\n            units\n            revenue\n            profit\n            margin\n          }\n        }\n        series {\n          currency\n          days {\n            day\n            figures {\n              orders\n              units\n              revenueCents\n              profitCents\n            }\n          }\n        }\n        channels {\n          channel\n          figures {\n            currency\n            orders\n            units\n            revenueCents\n            profitCents\n            marginPercent\n          }\n        }\n        topByProfit {\n          ...TopItems_items\n        }\n        topByUnits {\n          ...TopItems_items\n        }\n      }\n    }\n  }\n  stockCover(userId: $userId) {\n    inboundUrl\n    unsoldTotal\n    runningOut {\n      itemId\n      sellerSku\n      title\n      sellable\n      unitsLast30Days\n      coverDays\n    }\n    unsold {\n      itemId\n      sellerSku\n      title\n      sellable\n    }\n  }\n}\n\nfragment TopItems_items on DashboardItem {\n  itemId\n  sellerSku\n  title\n  currency\n  units\n  profitCents\n}\n"
  }
};
})();

(node as any).hash = "450abde75d4cad9a5681eb12427dd03f";

export default node;
