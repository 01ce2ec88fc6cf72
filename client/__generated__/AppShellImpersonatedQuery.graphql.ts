/**
 * @generated SignedSource<<d2dbe1808ed177314f3596ae163b3061>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AppShellImpersonatedQuery$variables = {
  userId: string;
};
export type AppShellImpersonatedQuery$data = {
  readonly adminUser: {
    readonly email: string;
  } | null | undefined;
};
export type AppShellImpersonatedQuery = {
  response: AppShellImpersonatedQuery$data;
  variables: AppShellImpersonatedQuery$variables;
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
        "name": "email",
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
    "name": "AppShellImpersonatedQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AppShellImpersonatedQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ddcc9f66b4fd71d097e3ca72e29633cc",
    "id": null,
    "metadata": {},
    "name": "AppShellImpersonatedQuery",
    "operationKind": "query",
    "text": "query AppShellImpersonatedQuery(\n  $userId: String!\n) {\n  adminUser(userId: $userId) {\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "e7e33ad5888bd7efa08688cdfcb1024a";

export default node;
