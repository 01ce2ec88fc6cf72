/**
 * @generated SignedSource<<b02c3da36f5ff2729c461e71a60f962f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AppShellQuery$variables = Record<PropertyKey, never>;
export type AppShellQuery$data = {
  readonly serverInfo: {
    readonly version: string;
  };
  readonly viewer: {
    readonly billingCurrency: string;
    readonly email: string;
    readonly isAdmin: boolean;
    readonly onboardingFinished: boolean;
    readonly userId: string;
  } | null | undefined;
};
export type AppShellQuery = {
  response: AppShellQuery$data;
  variables: AppShellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
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
  "name": "isAdmin",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onboardingFinished",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "billingCurrency",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "ServerInfo",
  "kind": "LinkedField",
  "name": "serverInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AppShellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AppShellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "d23f30b34bb3e02a8117777e020f1e7f",
    "id": null,
    "metadata": {},
    "name": "AppShellQuery",
    "operationKind": "query",
    "text": "query AppShellQuery {\n  viewer {\n    userId\n    email\n    isAdmin\n    onboardingFinished\n    billingCurrency\n    id\n  }\n  serverInfo {\n    version\n  }\n}\n"
  }
};
})();

(node as any).hash = "a44948c0dce5957aa4b78a7ae49936b8";

export default node;
