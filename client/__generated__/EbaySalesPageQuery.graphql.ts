/**
 * @generated SignedSource<<d4e8b3312e416bb17c8133165830cae6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SalePaymentStatusFilter = "all" | "overpaid" | "paid" | "underpaid" | "unpaid" | "%future added value";
export type EbaySalesPageQuery$variables = {
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  paymentStatus?: SalePaymentStatusFilter | null | undefined;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  userId: string;
};
export type EbaySalesPageQuery$data = {
  readonly ebaySales: {
    readonly page: number;
    readonly pageSize: number;
    readonly sales: ReadonlyArray<{
      readonly currency: string;
      readonly fbaId: string | null | undefined;
      readonly id: string;
      readonly itemId: string | null | undefined;
      readonly lastError: string | null | undefined;
      readonly lineNote: string | null | undefined;
      readonly lineStatus: string;
      readonly orderId: string;
      readonly orderUrl: string;
      readonly paymentStatus: string;
      readonly priceCents: number;
      readonly quantity: number;
      readonly saleId: string;
      readonly sentToAmazonAt: any | null | undefined;
      readonly sku: string;
      readonly soldAt: any;
      readonly status: string;
      readonly title: string;
      readonly trackingNumber: string | null | undefined;
      readonly trackingUrl: string | null | undefined;
    }>;
    readonly totalCount: number;
  };
};
export type EbaySalesPageQuery = {
  response: EbaySalesPageQuery$data;
  variables: EbaySalesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pageSize"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "paymentStatus"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v6 = [
  {
    "alias": null,
    "args": [
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
        "name": "sort",
        "variableName": "sort"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "EbaySalesPage",
    "kind": "LinkedField",
    "name": "ebaySales",
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
        "concreteType": "EbaySale",
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
            "name": "saleId",
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
            "name": "itemId",
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
            "name": "orderId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderUrl",
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
            "name": "sentToAmazonAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "quantity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priceCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lineStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lineNote",
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
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EbaySalesPageQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EbaySalesPageQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "9ccb84fac28a1d6b95c6f682d422f2c5",
    "id": null,
    "metadata": {},
    "name": "EbaySalesPageQuery",
    "operationKind": "query",
    "text": "query EbaySalesPageQuery(\n  $userId: String!\n  $search: String\n  $paymentStatus: SalePaymentStatusFilter\n  $sort: String\n  $page: Int\n  $pageSize: Int\n) {\n  ebaySales(userId: $userId, search: $search, paymentStatus: $paymentStatus, sort: $sort, page: $page, pageSize: $pageSize) {\n    totalCount\n    page\n    pageSize\n    sales {\n      id\n      saleId\n      sku\n      itemId\n      title\n      orderId\n      orderUrl\n      soldAt\n      sentToAmazonAt\n      quantity\n      priceCents\n      currency\n      paymentStatus\n      status\n      lineStatus\n      lineNote\n      fbaId\n      trackingNumber\n      trackingUrl\n      lastError\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8bdb6190c7e5a4c45e07f00624bac1be";

export default node;
