/**
 * @generated SignedSource<<45fc46b39fbe85a5fc8fef223631c72a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TeamRole = "ADMIN" | "FULFILMENT" | "LISTER" | "OWNER" | "VIEWER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminUserPage_query$data = {
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
      readonly outcome: string;
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
    readonly teamMembers: ReadonlyArray<{
      readonly email: string;
      readonly role: TeamRole;
    }>;
    readonly tosAcceptedAt: any | null | undefined;
    readonly twoFactorEnabled: boolean;
    readonly userDebug: boolean;
    readonly userId: string;
  } | null | undefined;
  readonly " $fragmentType": "AdminUserPage_query";
};
export type AdminUserPage_query$key = {
  readonly " $data"?: AdminUserPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminUserPage_query">;
};

import AdminUserPageRefetchQuery_graphql from './AdminUserPageRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorized",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantitySync",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "userId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": AdminUserPageRefetchQuery_graphql
    }
  },
  "name": "AdminUserPage_query",
  "selections": [
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
        (v0/*:: as any*/),
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
        (v1/*:: as any*/),
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
          "concreteType": "TeamMember",
          "kind": "LinkedField",
          "name": "teamMembers",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "role",
              "storageKey": null
            }
          ],
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
            (v2/*:: as any*/),
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
            (v3/*:: as any*/),
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
            (v3/*:: as any*/),
            (v4/*:: as any*/),
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
            (v5/*:: as any*/)
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
            (v4/*:: as any*/),
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
            (v5/*:: as any*/)
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
            (v3/*:: as any*/),
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
            (v2/*:: as any*/),
            (v0/*:: as any*/),
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
            (v1/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "AdminSupportTicketAttachment",
              "kind": "LinkedField",
              "name": "attachments",
              "plural": true,
              "selections": [
                (v2/*:: as any*/),
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
            (v2/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "outcome",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "bc42ca73aed3622fde53943769e43f06";

export default node;
