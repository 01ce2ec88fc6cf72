/**
 * @generated SignedSource<<b9936a5afe157b19ff25db1044f241fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefreshInventoryMutation$variables = {
  userId: string;
};
export type RefreshInventoryMutation$data = {
  readonly refreshInventory: {
    readonly __typename: string;
    readonly joined?: boolean;
    readonly message?: string;
    readonly run?: {
      readonly status: string;
      readonly " $fragmentSpreads": FragmentRefs<"ImportProgress_run">;
    };
  };
};
export type RefreshInventoryMutation = {
  response: RefreshInventoryMutation$data;
  variables: RefreshInventoryMutation$variables;
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
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "joined",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RefreshInventoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "refreshInventory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "InventoryImport",
                "kind": "LinkedField",
                "name": "run",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ImportProgress_run"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RefreshInventorySuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RefreshInventoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "refreshInventory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "InventoryImport",
                "kind": "LinkedField",
                "name": "run",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phase",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalRows",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "processedRows",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "skippedRows",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "error",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RefreshInventorySuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a2fa4717da257f6b64fe7436bacf6908",
    "id": null,
    "metadata": {},
    "name": "RefreshInventoryMutation",
    "operationKind": "mutation",
    "text": "mutation RefreshInventoryMutation(\n  $userId: String!\n) {\n  refreshInventory(userId: $userId) {\n    __typename\n    ... on RefreshInventorySuccess {\n      joined\n      run {\n        status\n        ...ImportProgress_run\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ImportProgress_run on InventoryImport {\n  status\n  phase\n  totalRows\n  processedRows\n  skippedRows\n  error\n}\n"
  }
};
})();

(node as any).hash = "e1f0a0c611f916e9274d32a85726df29";

export default node;
