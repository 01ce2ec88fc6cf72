/**
 * @generated SignedSource<<1e91cfe612c10920bfb66c567e3fe6be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HeldBackDialogQuery$variables = {
  userId: string;
};
export type HeldBackDialogQuery$data = {
  readonly ebayHeldBackGroups: {
    readonly __typename: string;
    readonly groups?: ReadonlyArray<{
      readonly categoryId: string | null | undefined;
      readonly categoryName: string | null | undefined;
      readonly count: number;
      readonly itemIds: ReadonlyArray<string>;
      readonly key: string;
      readonly message: string;
      readonly missing: ReadonlyArray<{
        readonly multi: boolean;
        readonly name: string;
        readonly selectionOnly: boolean;
        readonly values: ReadonlyArray<string>;
      }>;
    }>;
    readonly message?: string;
  };
};
export type HeldBackDialogQuery = {
  response: HeldBackDialogQuery$data;
  variables: HeldBackDialogQuery$variables;
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
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "ebayHeldBackGroups",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EbayHeldBackGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "categoryId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "categoryName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemIds",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EbayHeldBackMissingAspect",
                "kind": "LinkedField",
                "name": "missing",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "selectionOnly",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "values",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "multi",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "EbayHeldBackSummary",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "HeldBackDialogQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HeldBackDialogQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7a77870800297b95b8449777f827d371",
    "id": null,
    "metadata": {},
    "name": "HeldBackDialogQuery",
    "operationKind": "query",
    "text": "query HeldBackDialogQuery(\n  $userId: String!\n) {\n  ebayHeldBackGroups(userId: $userId) {\n    __typename\n    ... on EbayHeldBackSummary {\n      groups {\n        key\n        message\n        categoryId\n        categoryName\n        count\n        itemIds\n        missing {\n          name\n          selectionOnly\n          values\n          multi\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "131a39cfcb4a34d521eeb7f4f2de5c43";

export default node;
