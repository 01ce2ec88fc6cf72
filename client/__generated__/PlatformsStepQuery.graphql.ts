/**
 * @generated SignedSource<<6da16dc6372059137974ec9fa3ea57c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlatformsStepQuery$variables = {
  userId: string;
};
export type PlatformsStepQuery$data = {
  readonly user: {
    readonly linkedPlatforms: {
      readonly ebay: {
        readonly authorized: boolean;
      } | null | undefined;
      readonly shopify: {
        readonly authorized: boolean;
      } | null | undefined;
    };
    readonly " $fragmentSpreads": FragmentRefs<"registryCards_user">;
  } | null | undefined;
};
export type PlatformsStepQuery = {
  response: PlatformsStepQuery$data;
  variables: PlatformsStepQuery$variables;
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
  "name": "authorized",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlatformsStepQuery",
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
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ShopifyConnection",
                "kind": "LinkedField",
                "name": "shopify",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "registryCards_user"
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
    "name": "PlatformsStepQuery",
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
                  (v2/*:: as any*/),
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
                  (v2/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      }
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
            "kind": "ScalarField",
            "name": "userId",
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
    "cacheID": "123755dade6b1a38f24f89b370b33124",
    "id": null,
    "metadata": {},
    "name": "PlatformsStepQuery",
    "operationKind": "query",
    "text": "query PlatformsStepQuery(\n  $userId: String!\n) {\n  user(userId: $userId) {\n    linkedPlatforms {\n      ebay {\n        authorized\n      }\n      shopify {\n        authorized\n      }\n    }\n    ...registryCards_user\n    id\n  }\n}\n\nfragment EbayCard_user on User {\n  userId\n  linkedPlatforms {\n    ebay {\n      authorized\n      sellername\n      siteId\n      siteName\n      currency\n    }\n    amazon {\n      marketplaceId\n    }\n  }\n}\n\nfragment OnbuyCard_user on User {\n  userId\n  linkedPlatforms {\n    onbuy {\n      sites {\n        name\n      }\n      sellers {\n        tradingName\n      }\n    }\n  }\n}\n\nfragment ShopifyCard_user on User {\n  userId\n  linkedPlatforms {\n    shopify {\n      authorized\n      needsReauth\n      domain\n      username\n    }\n  }\n}\n\nfragment registryCards_user on User {\n  ...EbayCard_user\n  ...ShopifyCard_user\n  ...OnbuyCard_user\n}\n"
  }
};
})();

(node as any).hash = "b45f706744c15b01dfe1a9f5409875ba";

export default node;
