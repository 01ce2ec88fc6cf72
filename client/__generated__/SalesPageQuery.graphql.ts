/**
 * @generated SignedSource<<c3b2cec69d31159890bfc91b3326c024>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SalePaymentStatusFilter = "all" | "overpaid" | "paid" | "underpaid" | "unpaid" | "%future added value";
export type SalesPageQuery$variables = {
  channelCode: string;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  paymentStatus?: SalePaymentStatusFilter | null | undefined;
  search?: string | null | undefined;
  soldFrom?: any | null | undefined;
  soldTo?: any | null | undefined;
  sort?: string | null | undefined;
  userId: string;
};
export type SalesPageQuery$data = {
  readonly sales: {
    readonly page: number;
    readonly pageSize: number;
    readonly sales: ReadonlyArray<{
      readonly deliveryService: string | null | undefined;
      readonly fbaId: string | null | undefined;
      readonly figures: {
        readonly currency: string;
        readonly notCounted: ReadonlyArray<string>;
        readonly profitCents: number;
        readonly totalCents: number;
      };
      readonly id: string;
      readonly lastError: string | null | undefined;
      readonly name: string;
      readonly orderId: string;
      readonly orderUrl: string | null | undefined;
      readonly paymentStatus: string;
      readonly products: ReadonlyArray<{
        readonly fulfilment: string;
        readonly itemId: string | null | undefined;
        readonly name: string;
        readonly note: string | null | undefined;
        readonly quantity: number;
        readonly sku: string;
        readonly status: string;
      }>;
      readonly sentToAmazonAt: any | null | undefined;
      readonly soldAt: any;
      readonly status: string;
      readonly trackingNumber: string | null | undefined;
      readonly trackingUrl: string | null | undefined;
    }>;
    readonly totalCount: number;
    readonly totals: ReadonlyArray<{
      readonly channelFeeCents: number;
      readonly currency: string;
      readonly mcfFeeCents: number;
      readonly notCounted: ReadonlyArray<string>;
      readonly profitCents: number;
      readonly sales: number;
      readonly totalCents: number;
    }>;
  };
};
export type SalesPageQuery = {
  response: SalesPageQuery$data;
  variables: SalesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "channelCode"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pageSize"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "paymentStatus"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "soldFrom"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "soldTo"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profitCents",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notCounted",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v15 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "channelCode",
        "variableName": "channelCode"
      },
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "pageSize",
        "variableName": "pageSize"
      },
      {
        "kind": "Variable",
        "name": "paymentStatus",
        "variableName": "paymentStatus"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      },
      {
        "kind": "Variable",
        "name": "soldFrom",
        "variableName": "soldFrom"
      },
      {
        "kind": "Variable",
        "name": "soldTo",
        "variableName": "soldTo"
      },
      {
        "kind": "Variable",
        "name": "sort",
        "variableName": "sort"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "SalesPage",
    "kind": "LinkedField",
    "name": "sales",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "page",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pageSize",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SaleTotals",
        "kind": "LinkedField",
        "name": "totals",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sales",
            "storageKey": null
          },
          (v10/*:: as any*/),
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
          (v11/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Sale",
        "kind": "LinkedField",
        "name": "sales",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderId",
            "storageKey": null
          },
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderUrl",
            "storageKey": null
          },
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "soldAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveryService",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sentToAmazonAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fbaId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trackingNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trackingUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastError",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SaleProduct",
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              (v13/*:: as any*/),
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
                "name": "itemId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quantity",
                "storageKey": null
              },
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fulfilment",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SaleFigures",
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SalesPageQuery",
    "selections": (v15/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v8/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v7/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SalesPageQuery",
    "selections": (v15/*:: as any*/)
  },
  "params": {
    "cacheID": "1a71a33acbdd27f1d3baf1ddfa70ba86",
    "id": null,
    "metadata": {},
    "name": "SalesPageQuery",
    "operationKind": "query",
    "text": "query SalesPageQuery(\n  $userId: String!\n  $channelCode: String!\n  $search: String\n  $paymentStatus: SalePaymentStatusFilter\n  $sort: String\n  $page: Int\n  $pageSize: Int\n  $soldFrom: DateTime\n  $soldTo: DateTime\n) {\n  sales(userId: $userId, channelCode: $channelCode, search: $search, paymentStatus: $paymentStatus, sort: $sort, page: $page, pageSize: $pageSize, soldFrom: $soldFrom, soldTo: $soldTo) {\n    totalCount\n    page\n    pageSize\n    totals {\n      currency\n      sales\n      totalCents\n      channelFeeCents\n      mcfFeeCents\n      profitCents\n      notCounted\n    }\n    sales {\n      id\n      orderId\n      name\n      orderUrl\n      status\n      paymentStatus\n      soldAt\n      deliveryService\n      sentToAmazonAt\n      fbaId\n      trackingNumber\n      trackingUrl\n      lastError\n      products {\n        name\n        sku\n        itemId\n        quantity\n        status\n        note\n        fulfilment\n      }\n      figures {\n        currency\n        totalCents\n        profitCents\n        notCounted\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2429f4d68fe2c57860c0c7ec38df0d8a";

export default node;
