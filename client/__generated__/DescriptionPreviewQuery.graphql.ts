/**
 * @generated SignedSource<<ad57381c29e471e689d9dd396c258dd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DescriptionDraftInput = {
  description?: string | null | undefined;
  featureBullets?: ReadonlyArray<string> | null | undefined;
  images?: ReadonlyArray<string> | null | undefined;
  productDetails?: ReadonlyArray<ProductDetailInput> | null | undefined;
  title?: string | null | undefined;
};
export type ProductDetailInput = {
  name: string;
  value: string;
};
export type DescriptionPreviewQuery$variables = {
  draft?: DescriptionDraftInput | null | undefined;
  id: string;
};
export type DescriptionPreviewQuery$data = {
  readonly node: {
    readonly ebayDescriptionPreview?: {
      readonly __typename: "DescriptionPreview";
      readonly html: string;
    } | {
      readonly __typename: "TemplateCompileError";
      readonly message: string;
      readonly reason: string;
    } | {
      // This will never be '%other', but we need some
      // value in case none of the concrete values match.
      readonly __typename: "%other";
    };
  } | null | undefined;
};
export type DescriptionPreviewQuery = {
  response: DescriptionPreviewQuery$data;
  variables: DescriptionPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "draft"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "draft",
          "variableName": "draft"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "ebayDescriptionPreview",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "html",
              "storageKey": null
            }
          ],
          "type": "DescriptionPreview",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
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
              "name": "reason",
              "storageKey": null
            }
          ],
          "type": "TemplateCompileError",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DescriptionPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DescriptionPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
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
      }
    ]
  },
  "params": {
    "cacheID": "bbf94a07ec46893f92503d9b8c0578f0",
    "id": null,
    "metadata": {},
    "name": "DescriptionPreviewQuery",
    "operationKind": "query",
    "text": "query DescriptionPreviewQuery(\n  $id: ID!\n  $draft: DescriptionDraftInput\n) {\n  node(id: $id) {\n    __typename\n    ... on InventoryItem {\n      ebayDescriptionPreview(draft: $draft) {\n        __typename\n        ... on DescriptionPreview {\n          html\n        }\n        ... on TemplateCompileError {\n          message\n          reason\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "91fa7ff4902ce5961400de878cbbd627";

export default node;
