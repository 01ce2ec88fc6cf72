/**
 * @generated SignedSource<<7d8fc12a3f92ed73af405f1d96081671>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SalePaymentStatusFilter = "all" | "overpaid" | "paid" | "underpaid" | "unpaid" | "%future added value";
export type OnbuySalesPageQuery$variables = {
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  paymentStatus?: SalePaymentStatusFilter | null | undefined;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  userId: string;
};
export type OnbuySalesPageQuery$data = {
  readonly onbuySales: {
    readonly page: number;
    readonly pageSize: number;
    readonly sales: ReadonlyArray<{
      readonly currency: string;
      readonly deliveryService: string | null | undefined;
      readonly fbaId: string | null | undefined;
      readonly id: string;
      readonly lastError: string | null | undefined;
      readonly orderId: string;
      readonly orderUrl: string;
      readonly orderedAt: any;
      readonly paymentStatus: string;
      readonly products: ReadonlyArray<{
        readonly name: string;
        readonly note: string | null | undefined;
        readonly quantity: number;
        readonly sku: string;
      }>;
      readonly status: string;
      readonly totalCents: number;
      readonly trackingNumber: string | null | undefined;
      readonly trackingUrl: string | null | undefined;
    }>;
    readonly totalCount: number;
  };
};
export type OnbuySalesPageQuery = {
  response: OnbuySalesPageQuery$data;
  variables: OnbuySalesPageQuery$variables;
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
    "concreteType": "OnbuySalesPage",
    "kind": "LinkedField",
    "name": "onbuySales",
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
        "concreteType": "OnbuySale",
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
            "name": "status",
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
            "name": "currency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderedAt",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
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
                "name": "quantity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
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
    "name": "OnbuySalesPageQuery",
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
    "name": "OnbuySalesPageQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "cebb328da974dfc7983132608139a2fe",
    "id": null,
    "metadata": {},
    "name": "OnbuySalesPageQuery",
    "operationKind": "query",
    "text": "query OnbuySalesPageQuery(\n  $userId: String!\n  $search: String\n  $paymentStatus: SalePaymentStatusFilter\n  $sort: String\n  $page: Int\n  $pageSize: Int\n) {\n  onbuySales(userId: $userId, search: $search, paymentStatus: $paymentStatus, sort: $sort, page: $page, pageSize: $pageSize) {\n    totalCount\n    page\n    pageSize\n    sales {\n      id\n      orderId\n      orderUrl\n      status\n      paymentStatus\n      currency\n      totalCents\n      orderedAt\n      deliveryService\n      fbaId\n      trackingNumber\n      trackingUrl\n      lastError\n      products {\n        name\n        sku\n        quantity\n        note\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eed1548ffdba902207936923e155898f";

export default node;
