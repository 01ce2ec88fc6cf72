/**
 * @generated SignedSource<<bdd380c3f9af4bfddf0e95c5121a4d1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminUserPageQuery$variables = {
  userId: string;
};
export type AdminUserPageQuery$data = {
  readonly adminUser: {
    readonly aiCredits: number;
    readonly amazonMarketplace: string | null | undefined;
    readonly amazonSellerId: string | null | undefined;
    readonly auditLog: ReadonlyArray<{
      readonly action: string;
      readonly adminEmail: string | null | undefined;
      readonly after: string | null | undefined;
      readonly before: string | null | undefined;
      readonly createdAt: any;
      readonly id: string;
    }>;
    readonly cardSummary: string | null | undefined;
    readonly createdAt: any;
    readonly ebay: {
      readonly authorized: boolean;
      readonly outdated: boolean;
      readonly quantitySync: boolean;
      readonly repricing: boolean;
      readonly sellername: string | null | undefined;
      readonly siteName: string | null | undefined;
      readonly status: string;
    } | null | undefined;
    readonly email: string;
    readonly emailsDisabled: boolean;
    readonly fullName: string | null | undefined;
    readonly isAdmin: boolean;
    readonly itemCount: number;
    readonly lastSignInAt: any | null | undefined;
    readonly markedForDeletion: boolean;
    readonly onboardingFinished: boolean;
    readonly onbuy: {
      readonly consumerKeyHint: string | null | undefined;
      readonly sellerNames: ReadonlyArray<string>;
      readonly siteNames: ReadonlyArray<string>;
      readonly status: string;
    } | null | undefined;
    readonly percentSaleFee: number;
    readonly phone: string | null | undefined;
    readonly salesCount: number;
    readonly shopify: {
      readonly authorized: boolean;
      readonly domain: string;
      readonly needsReauth: boolean;
      readonly pricingSync: boolean;
      readonly quantitySync: boolean;
      readonly username: string | null | undefined;
    } | null | undefined;
    readonly stripeCustomerId: string | null | undefined;
    readonly subscriptions: ReadonlyArray<{
      readonly cancelAtPeriodEnd: boolean;
      readonly channel: string;
      readonly currentPeriodEnd: any | null | undefined;
      readonly id: string;
      readonly planName: string;
      readonly status: string;
      readonly trialEnd: any | null | undefined;
    }>;
    readonly supportTickets: ReadonlyArray<{
      readonly attachments: ReadonlyArray<{
        readonly filename: string;
        readonly id: string;
        readonly sizeBytes: number;
      }>;
      readonly createdAt: any;
      readonly details: string;
      readonly email: string;
      readonly examples: string;
      readonly id: string;
      readonly status: string;
      readonly subject: string;
    }>;
    readonly tosAcceptedAt: any | null | undefined;
    readonly twoFactorEnabled: boolean;
    readonly userDebug: boolean;
    readonly userId: string;
  } | null | undefined;
};
export type AdminUserPageQuery = {
  response: AdminUserPageQuery$data;
  variables: AdminUserPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorized",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantitySync",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "AdminUser",
    "kind": "LinkedField",
    "name": "adminUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
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
        "name": "phone",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastSignInAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "twoFactorEnabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tosAcceptedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "onboardingFinished",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aiCredits",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "markedForDeletion",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userDebug",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "emailsDisabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "percentSaleFee",
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
        "name": "salesCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amazonSellerId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amazonMarketplace",
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
        "kind": "ScalarField",
        "name": "cardSummary",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminSubscription",
        "kind": "LinkedField",
        "name": "subscriptions",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
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
            "name": "planName",
            "storageKey": null
          },
          (v4/*:: as any*/),
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
            "name": "trialEnd",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cancelAtPeriodEnd",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminEbayInfo",
        "kind": "LinkedField",
        "name": "ebay",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "outdated",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sellername",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "siteName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "repricing",
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminShopifyInfo",
        "kind": "LinkedField",
        "name": "shopify",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "domain",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "needsReauth",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pricingSync",
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminOnbuyInfo",
        "kind": "LinkedField",
        "name": "onbuy",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "consumerKeyHint",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "siteNames",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sellerNames",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminSupportTicket",
        "kind": "LinkedField",
        "name": "supportTickets",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "details",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "examples",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminSupportTicketAttachment",
            "kind": "LinkedField",
            "name": "attachments",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "filename",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sizeBytes",
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
        "concreteType": "AdminAuditEntry",
        "kind": "LinkedField",
        "name": "auditLog",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "adminEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "before",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "after",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUserPageQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUserPageQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "d8558981e5ac5de10a3ff7f5cff29b6b",
    "id": null,
    "metadata": {},
    "name": "AdminUserPageQuery",
    "operationKind": "query",
    "text": "query AdminUserPageQuery(\n  $userId: String!\n) {\n  adminUser(userId: $userId) {\n    userId\n    email\n    isAdmin\n    fullName\n    phone\n    createdAt\n    lastSignInAt\n    twoFactorEnabled\n    tosAcceptedAt\n    onboardingFinished\n    aiCredits\n    markedForDeletion\n    userDebug\n    emailsDisabled\n    percentSaleFee\n    itemCount\n    salesCount\n    amazonSellerId\n    amazonMarketplace\n    stripeCustomerId\n    cardSummary\n    subscriptions {\n      id\n      channel\n      planName\n      status\n      currentPeriodEnd\n      trialEnd\n      cancelAtPeriodEnd\n    }\n    ebay {\n      status\n      authorized\n      outdated\n      sellername\n      siteName\n      repricing\n      quantitySync\n    }\n    shopify {\n      domain\n      username\n      authorized\n      needsReauth\n      pricingSync\n      quantitySync\n    }\n    onbuy {\n      status\n      consumerKeyHint\n      siteNames\n      sellerNames\n    }\n    supportTickets {\n      id\n      email\n      subject\n      details\n      examples\n      createdAt\n      status\n      attachments {\n        id\n        filename\n        sizeBytes\n      }\n    }\n    auditLog {\n      id\n      adminEmail\n      action\n      before\n      after\n      createdAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8b2b6b3d57a72bf26a06528a692fda00";

export default node;
