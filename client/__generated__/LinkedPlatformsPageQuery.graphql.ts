/**
 * @generated SignedSource<<fe47bf86369150d2ded26a70f5893a75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LinkedPlatformsPageQuery$variables = {
  userId: string;
};
export type LinkedPlatformsPageQuery$data = {
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"AmazonConnect_user" | "LinkedChannelCards_user" | "registryCards_user">;
  } | null | undefined;
};
export type LinkedPlatformsPageQuery = {
  response: LinkedPlatformsPageQuery$data;
  variables: LinkedPlatformsPageQuery$variables;
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
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorized",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LinkedPlatformsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AmazonConnect_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "registryCards_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LinkedChannelCards_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LinkedPlatformsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
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
            "concreteType": "LinkedPlatforms",
            "kind": "LinkedField",
            "name": "linkedPlatforms",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AmazonConnection",
                "kind": "LinkedField",
                "name": "amazon",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "marketplaceId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "marketplaceName",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EbayConnection",
                "kind": "LinkedField",
                "name": "ebay",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
                    "name": "siteId",
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
                    "name": "currency",
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
                  (v3/*:: as any*/),
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
                    "name": "domain",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "username",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OnbuyConnection",
                "kind": "LinkedField",
                "name": "onbuy",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OnbuySite",
                    "kind": "LinkedField",
                    "name": "sites",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OnbuySeller",
                    "kind": "LinkedField",
                    "name": "sellers",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tradingName",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LinkedChannel",
            "kind": "LinkedField",
            "name": "linkedChannels",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lines",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "de9a203866cdeb05894377cabc3d83e9",
    "id": null,
    "metadata": {},
    "name": "LinkedPlatformsPageQuery",
    "operationKind": "query",
    "text": "query LinkedPlatformsPageQuery(\n  $userId: String!\n) {\n  user(userId: $userId) {\n    ...AmazonConnect_user\n    ...registryCards_user\n    ...LinkedChannelCards_user\n    id\n  }\n}\n\nfragment AmazonConnect_user on User {\n  userId\n  linkedPlatforms {\n    amazon {\n      marketplaceId\n      marketplaceName\n      status\n    }\n  }\n}\n\nfragment EbayCard_user on User {\n  userId\n  linkedPlatforms {\n    ebay {\n      authorized\n      sellername\n      siteId\n      siteName\n      currency\n    }\n    amazon {\n      marketplaceId\n    }\n  }\n}\n\nfragment LinkedChannelCards_user on User {\n  linkedChannels {\n    code\n    name\n    status\n    lines\n  }\n}\n\nfragment OnbuyCard_user on User {\n  userId\n  linkedPlatforms {\n    onbuy {\n      sites {\n        name\n      }\n      sellers {\n        tradingName\n      }\n    }\n  }\n}\n\nfragment ShopifyCard_user on User {\n  userId\n  linkedPlatforms {\n    shopify {\n      authorized\n      needsReauth\n      domain\n      username\n    }\n  }\n}\n\nfragment registryCards_user on User {\n  ...EbayCard_user\n  ...ShopifyCard_user\n  ...OnbuyCard_user\n}\n"
  }
};
})();

(node as any).hash = "a97fb501431fed5898eaee525540cf29";

export default node;
