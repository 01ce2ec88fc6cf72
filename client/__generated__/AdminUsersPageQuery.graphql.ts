/**
 * @generated SignedSource<<4e6b9ad7ece03cf8f93280d400174e31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminUsersPageQuery$variables = {
  hasEbay?: boolean | null | undefined;
  hasShopify?: boolean | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  search?: string | null | undefined;
  sort?: string | null | undefined;
};
export type AdminUsersPageQuery$data = {
  readonly adminUsers: {
    readonly documents: ReadonlyArray<{
      readonly createdAt: any;
      readonly ebayListings: number;
      readonly email: string;
      readonly fullName: string;
      readonly itemCount: number;
      readonly plans: ReadonlyArray<{
        readonly channel: string;
        readonly displayName: string;
        readonly status: string;
      }>;
      readonly platformIds: {
        readonly amazon: string | null | undefined;
        readonly ebay: string | null | undefined;
        readonly onbuy: string | null | undefined;
        readonly shopify: string | null | undefined;
      };
      readonly sales: number;
      readonly shopifyListings: number;
      readonly stripeCustomerId: string | null | undefined;
      readonly userId: string;
    }>;
    readonly numPages: number;
    readonly page: number;
    readonly total: number;
  };
};
export type AdminUsersPageQuery = {
  response: AdminUsersPageQuery$data;
  variables: AdminUsersPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasEbay"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasShopify"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "perPage"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "hasEbay",
        "variableName": "hasEbay"
      },
      {
        "kind": "Variable",
        "name": "hasShopify",
        "variableName": "hasShopify"
      },
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "perPage",
        "variableName": "perPage"
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
      }
    ],
    "concreteType": "AdminUsersPage",
    "kind": "LinkedField",
    "name": "adminUsers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "numPages",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
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
        "concreteType": "AdminUserRow",
        "kind": "LinkedField",
        "name": "documents",
        "plural": true,
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
            "name": "email",
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
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ebayListings",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shopifyListings",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sales",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stripeCustomerId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminPlatformIds",
            "kind": "LinkedField",
            "name": "platformIds",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amazon",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ebay",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shopify",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onbuy",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminPlan",
            "kind": "LinkedField",
            "name": "plans",
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
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
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
    "name": "AdminUsersPageQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminUsersPageQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "7a1d1be2137da3a8b662af85780902c7",
    "id": null,
    "metadata": {},
    "name": "AdminUsersPageQuery",
    "operationKind": "query",
    "text": "query AdminUsersPageQuery(\n  $search: String\n  $sort: String\n  $hasEbay: Boolean\n  $hasShopify: Boolean\n  $page: Int\n  $perPage: Int\n) {\n  adminUsers(search: $search, sort: $sort, hasEbay: $hasEbay, hasShopify: $hasShopify, page: $page, perPage: $perPage) {\n    numPages\n    total\n    page\n    documents {\n      userId\n      email\n      fullName\n      createdAt\n      itemCount\n      ebayListings\n      shopifyListings\n      sales\n      stripeCustomerId\n      platformIds {\n        amazon\n        ebay\n        shopify\n        onbuy\n      }\n      plans {\n        channel\n        displayName\n        status\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "82eb02fec4a9ada2f55d9e6c20ff4c42";

export default node;
