/**
 * @generated SignedSource<<dd1cdea28267aa88c147523a628740cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminEbayDebugCall = "ACCOUNT_XML" | "DB_ITEM_BY_ASIN" | "INVENTORY_ITEM" | "INVENTORY_ITEMS" | "ITEM" | "ITEM_GROUP" | "ITEM_XML" | "KYC" | "OFFER" | "OFFERS" | "OPT_IN_SELLING_POLICY_MANAGEMENT" | "ORDERS" | "RATE_TABLE" | "REVISE_QUANTITY" | "REVISE_QUANTITY_XML" | "SELLER_PROFILES" | "TRANSACTIONS" | "USER_INFO" | "%future added value";
export type AdminEbayDebugPageMutation$variables = {
  asin?: string | null | undefined;
  call: AdminEbayDebugCall;
  itemId?: string | null | undefined;
  limit?: number | null | undefined;
  offerId?: string | null | undefined;
  offset?: number | null | undefined;
  quantity?: number | null | undefined;
  sku?: string | null | undefined;
  userId: string;
};
export type AdminEbayDebugPageMutation$data = {
  readonly adminEbayDebug: {
    readonly __typename: string;
    readonly body?: string;
    readonly call?: string;
    readonly format?: string;
    readonly message?: string;
    readonly ok?: boolean;
  };
};
export type AdminEbayDebugPageMutation = {
  response: AdminEbayDebugPageMutation$data;
  variables: AdminEbayDebugPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "asin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "call"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "itemId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "offerId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "offset"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "quantity"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sku"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v9 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "asin",
        "variableName": "asin"
      },
      {
        "kind": "Variable",
        "name": "call",
        "variableName": "call"
      },
      {
        "kind": "Variable",
        "name": "itemId",
        "variableName": "itemId"
      },
      {
        "kind": "Variable",
        "name": "limit",
        "variableName": "limit"
      },
      {
        "kind": "Variable",
        "name": "offerId",
        "variableName": "offerId"
      },
      {
        "kind": "Variable",
        "name": "offset",
        "variableName": "offset"
      },
      {
        "kind": "Variable",
        "name": "quantity",
        "variableName": "quantity"
      },
      {
        "kind": "Variable",
        "name": "sku",
        "variableName": "sku"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminEbayDebug",
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
            "name": "call",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ok",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "format",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          }
        ],
        "type": "AdminEbayDebugResult",
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
          }
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminEbayDebugPageMutation",
    "selections": (v9/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v8/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v7/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminEbayDebugPageMutation",
    "selections": (v9/*:: as any*/)
  },
  "params": {
    "cacheID": "256853b8837f6580de0a185c5f2fc1d0",
    "id": null,
    "metadata": {},
    "name": "AdminEbayDebugPageMutation",
    "operationKind": "mutation",
    "text": "mutation AdminEbayDebugPageMutation(\n  $userId: String!\n  $call: AdminEbayDebugCall!\n  $asin: String\n  $sku: String\n  $itemId: String\n  $offerId: String\n  $limit: Int\n  $offset: Int\n  $quantity: Int\n) {\n  adminEbayDebug(userId: $userId, call: $call, asin: $asin, sku: $sku, itemId: $itemId, offerId: $offerId, limit: $limit, offset: $offset, quantity: $quantity) {\n    __typename\n    ... on AdminEbayDebugResult {\n      call\n      ok\n      format\n      body\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc3c2775030acaf6803e70cebba8e423";

export default node;
