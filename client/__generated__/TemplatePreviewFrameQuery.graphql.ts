/**
 * @generated SignedSource<<66a420322cbff309af54c4bc6bf1ace0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ListingTemplateStyle = "basic" | "informative" | "minimal" | "professional" | "%future added value";
export type ListingTemplateInput = {
  boilerplate?: ListingTemplateBoilerplateInput | null | undefined;
  customCss?: string | null | undefined;
  customHtml?: string | null | undefined;
  showFooter?: boolean | null | undefined;
  style?: ListingTemplateStyle | null | undefined;
};
export type ListingTemplateBoilerplateInput = {
  details1?: string | null | undefined;
  details2?: string | null | undefined;
  details3?: string | null | undefined;
  title1?: string | null | undefined;
  title2?: string | null | undefined;
  title3?: string | null | undefined;
};
export type TemplatePreviewFrameQuery$variables = {
  itemId?: string | null | undefined;
  template?: ListingTemplateInput | null | undefined;
  userId: string;
};
export type TemplatePreviewFrameQuery$data = {
  readonly ebayTemplatePreview: {
    readonly __typename: string;
    readonly html?: string;
    readonly message?: string;
    readonly reason?: string;
  };
};
export type TemplatePreviewFrameQuery = {
  response: TemplatePreviewFrameQuery$data;
  variables: TemplatePreviewFrameQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "itemId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "template"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "itemId",
        "variableName": "itemId"
      },
      {
        "kind": "Variable",
        "name": "template",
        "variableName": "template"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "ebayTemplatePreview",
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
          (v3/*:: as any*/),
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v3/*:: as any*/)
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TemplatePreviewFrameQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TemplatePreviewFrameQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "3dae2f2e78fe00984891d57c8fc2b6f8",
    "id": null,
    "metadata": {},
    "name": "TemplatePreviewFrameQuery",
    "operationKind": "query",
    "text": "query TemplatePreviewFrameQuery(\n  $userId: String!\n  $template: ListingTemplateInput\n  $itemId: String\n) {\n  ebayTemplatePreview(userId: $userId, template: $template, itemId: $itemId) {\n    __typename\n    ... on DescriptionPreview {\n      html\n    }\n    ... on TemplateCompileError {\n      message\n      reason\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "08b8c0ddc30f92d0d42c50d0f4411001";

export default node;
