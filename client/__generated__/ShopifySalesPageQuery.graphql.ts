/**
 * @generated SignedSource<<aba947f9d7924a3a4c986d5895206c05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SalePaymentStatusFilter = "all" | "overpaid" | "paid" | "underpaid" | "unpaid" | "%future added value";
export type ShopifySalesPageQuery$variables = {
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  paymentStatus?: SalePaymentStatusFilter | null | undefined;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  userId: string;
};
export type ShopifySalesPageQuery$data = {
  readonly shopifySales: {
    readonly page: number;
    readonly pageSize: number;
    readonly sales: ReadonlyArray<{
      readonly currency: string;
      readonly fbaId: string | null | undefined;
      readonly financialStatus: string;
      readonly id: string;
      readonly lastError: string | null | undefined;
      readonly name: string;
      readonly orderUrl: string | null | undefined;
      readonly products: ReadonlyArray<{
        readonly fulfilment: string;
        readonly itemId: string | null | undefined;
        readonly name: string;
        readonly quantity: number;
        readonly sku: string;
        readonly status: string;
      }>;
      readonly sentToAmazonAt: any | null | undefined;
      readonly soldAt: any;
      readonly status: string;
      readonly totalCents: number;
      readonly trackingNumber: string | null | undefined;
      readonly trackingUrl: string | null | undefined;
    }>;
    readonly totalCount: number;
  };
};
export type ShopifySalesPageQuery = {
  response: ShopifySalesPageQuery$data;
  variables: ShopifySalesPageQuery$variables;
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = [
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
    "concreteType": "ShopifySalesPage",
    "kind": "LinkedField",
    "name": "shopifySales",
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
        "concreteType": "ShopifySale",
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
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderUrl",
            "storageKey": null
          },
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "financialStatus",
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
              (v6/*:: as any*/),
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
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fulfilment",
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
    "name": "ShopifySalesPageQuery",
    "selections": (v8/*:: as any*/),
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
    "name": "ShopifySalesPageQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "cacheID": "120e889c8b8d243fae5b556322710cd6",
    "id": null,
    "metadata": {},
    "name": "ShopifySalesPageQuery",
    "operationKind": "query",
    "text": "query ShopifySalesPageQuery(\n  $userId: String!\n  $search: String\n  $paymentStatus: SalePaymentStatusFilter\n  $sort: String\n  $page: Int\n  $pageSize: Int\n) {\n  shopifySales(userId: $userId, search: $search, paymentStatus: $paymentStatus, sort: $sort, page: $page, pageSize: $pageSize) {\n    totalCount\n    page\n    pageSize\n    sales {\n      id\n      name\n      orderUrl\n      status\n      financialStatus\n      currency\n      totalCents\n      soldAt\n      sentToAmazonAt\n      fbaId\n      trackingNumber\n      trackingUrl\n      lastError\n      products {\n        name\n        sku\n        itemId\n        quantity\n        status\n        fulfilment\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8b83e82799b6c240a4af03bc5fe8f6e4";

export default node;
