/**
 * @generated SignedSource<<53d3ec9c3ad8c2b7cef66a6736216ec0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConnectionStatus = "AUTHORIZED" | "NEEDS_REAUTH" | "%future added value";
export type AmazonStepQuery$variables = {
  userId: string;
};
export type AmazonStepQuery$data = {
  readonly user: {
    readonly linkedPlatforms: {
      readonly amazon: {
        readonly status: ConnectionStatus;
      } | null | undefined;
    };
    readonly " $fragmentSpreads": FragmentRefs<"AmazonConnect_user">;
  } | null | undefined;
};
export type AmazonStepQuery = {
  response: AmazonStepQuery$data;
  variables: AmazonStepQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AmazonStepQuery",
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
                "concreteType": "AmazonConnection",
                "kind": "LinkedField",
                "name": "amazon",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AmazonConnect_user"
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
    "name": "AmazonStepQuery",
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
                "concreteType": "AmazonConnection",
                "kind": "LinkedField",
                "name": "amazon",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
    "cacheID": "a43ec325846addf7c0f13e617a43f775",
    "id": null,
    "metadata": {},
    "name": "AmazonStepQuery",
    "operationKind": "query",
    "text": "query AmazonStepQuery(\n  $userId: String!\n) {\n  user(userId: $userId) {\n    linkedPlatforms {\n      amazon {\n        status\n      }\n    }\n    ...AmazonConnect_user\n    id\n  }\n}\n\nfragment AmazonConnect_user on User {\n  userId\n  linkedPlatforms {\n    amazon {\n      marketplaceId\n      marketplaceName\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a507dae684bd4edbe7dcadf61b73b9c5";

export default node;
