/**
 * @generated SignedSource<<8e62304715d01fb648613663c8da7bda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveOnbuyCredentialsMutation$variables = {
  consumerKey: string;
  secretKey: string;
  userId: string;
};
export type SaveOnbuyCredentialsMutation$data = {
  readonly saveOnbuyCredentials: {
    readonly __typename: string;
    readonly id?: string;
    readonly linkedPlatforms?: {
      readonly onbuy: {
        readonly sellers: ReadonlyArray<{
          readonly tradingName: string;
        }>;
        readonly sites: ReadonlyArray<{
          readonly name: string;
        }>;
      } | null | undefined;
    };
    readonly message?: string;
  };
};
export type SaveOnbuyCredentialsMutation = {
  response: SaveOnbuyCredentialsMutation$data;
  variables: SaveOnbuyCredentialsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "consumerKey"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "secretKey"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "consumerKey",
    "variableName": "consumerKey"
  },
  {
    "kind": "Variable",
    "name": "secretKey",
    "variableName": "secretKey"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
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
    }
  ],
  "type": "User",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SaveOnbuyCredentialsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveOnbuyCredentials",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SaveOnbuyCredentialsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveOnbuyCredentials",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4ffceca8cb505ae684b2070d4629aff8",
    "id": null,
    "metadata": {},
    "name": "SaveOnbuyCredentialsMutation",
    "operationKind": "mutation",
    "text": "mutation SaveOnbuyCredentialsMutation(\n  $userId: String!\n  $consumerKey: String!\n  $secretKey: String!\n) {\n  saveOnbuyCredentials(userId: $userId, consumerKey: $consumerKey, secretKey: $secretKey) {\n    __typename\n    ... on User {\n      id\n      linkedPlatforms {\n        onbuy {\n          sites {\n            name\n          }\n          sellers {\n            tradingName\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "45129bd0e4381aecc68c571835d863fe";

export default node;
