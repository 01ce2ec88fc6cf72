/**
 * @generated SignedSource<<af6eefaceb61b747cfa0dc04c3098359>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PlanChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
export type AlertBannersQuery$variables = {
  userId: string;
};
export type AlertBannersQuery$data = {
  readonly alerts: ReadonlyArray<{
    readonly level: string;
    readonly link: string;
    readonly linkText: string;
    readonly message: string;
    readonly type: string;
  }> | null | undefined;
  readonly user: {
    readonly channelBilling: ReadonlyArray<{
      readonly channel: PlanChannel;
      readonly subscription: {
        readonly id: string;
        readonly status: string;
      } | null | undefined;
    }>;
    readonly generalSettings: {
      readonly ebayFeeCountry: string | null | undefined;
      readonly ebayShopType: string | null | undefined;
    };
    readonly linkedPlatforms: {
      readonly ebay: {
        readonly authorized: boolean;
        readonly businessPolicyOptedIn: boolean | null | undefined;
      } | null | undefined;
      readonly shopify: {
        readonly needsReauth: boolean;
      } | null | undefined;
    };
  } | null | undefined;
};
export type AlertBannersQuery = {
  response: AlertBannersQuery$data;
  variables: AlertBannersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "LinkedPlatforms",
  "kind": "LinkedField",
  "name": "linkedPlatforms",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EbayConnection",
      "kind": "LinkedField",
      "name": "ebay",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "authorized",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "businessPolicyOptedIn",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ShopifyConnection",
      "kind": "LinkedField",
      "name": "shopify",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "needsReauth",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "GeneralSettings",
  "kind": "LinkedField",
  "name": "generalSettings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ebayFeeCountry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ebayShopType",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
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
      "concreteType": "PlanSubscription",
      "kind": "LinkedField",
      "name": "subscription",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
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
},
v6 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "concreteType": "Alert",
  "kind": "LinkedField",
  "name": "alerts",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkText",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AlertBannersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "kind": "CatchField",
        "field": (v6/*:: as any*/),
        "to": "NULL"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AlertBannersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "8c475410fffb97b8b52131004284548b",
    "id": null,
    "metadata": {},
    "name": "AlertBannersQuery",
    "operationKind": "query",
    "text": "query AlertBannersQuery(\n  $userId: String!\n) {\n  user(userId: $userId) {\n    linkedPlatforms {\n      ebay {\n        authorized\n        businessPolicyOptedIn\n      }\n      shopify {\n        needsReauth\n      }\n    }\n    generalSettings {\n      ebayFeeCountry\n      ebayShopType\n    }\n    channelBilling {\n      channel\n      subscription {\n        id\n        status\n      }\n    }\n    id\n  }\n  alerts(userId: $userId) {\n    type\n    level\n    message\n    link\n    linkText\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a4d896a563b25c496fd7342f1757710";

export default node;
