/**
 * @generated SignedSource<<18986ff8b09c47a7d86dac92ffd8f1c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ListingChannel = "EBAY" | "ONBUY" | "SHOPIFY" | "%future added value";
export type SetQuantityBufferMutation$variables = {
  ids: ReadonlyArray<string>;
  quantityBuffer?: string | null | undefined;
  userId: string;
};
export type SetQuantityBufferMutation$data = {
  readonly setQuantityBuffer: {
    readonly __typename: string;
    readonly items?: ReadonlyArray<{
      readonly channelQuantities: ReadonlyArray<{
        readonly cap: number | null | undefined;
        readonly channel: ListingChannel;
        readonly quantity: number;
        readonly sellerBuffer: number;
      }>;
      readonly channelQuantity: number;
      readonly id: string;
      readonly quantityBuffer: number | null | undefined;
    }>;
    readonly message?: string;
  };
};
export type SetQuantityBufferMutation = {
  response: SetQuantityBufferMutation$data;
  variables: SetQuantityBufferMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "quantityBuffer"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      },
      {
        "kind": "Variable",
        "name": "quantityBuffer",
        "variableName": "quantityBuffer"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setQuantityBuffer",
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
            "concreteType": "InventoryItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quantityBuffer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "channelQuantity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChannelQuantity",
                "kind": "LinkedField",
                "name": "channelQuantities",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "channel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sellerBuffer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cap",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetQuantityBufferSuccess",
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetQuantityBufferMutation",
    "selections": (v3/*:: as any*/),
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
    "name": "SetQuantityBufferMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "cb39091c0b0cabed3fc3a3ba6072d1ca",
    "id": null,
    "metadata": {},
    "name": "SetQuantityBufferMutation",
    "operationKind": "mutation",
    "text": "mutation SetQuantityBufferMutation(\n  $userId: String!\n  $ids: [ID!]!\n  $quantityBuffer: String\n) {\n  setQuantityBuffer(userId: $userId, ids: $ids, quantityBuffer: $quantityBuffer) {\n    __typename\n    ... on SetQuantityBufferSuccess {\n      items {\n        id\n        quantityBuffer\n        channelQuantity\n        channelQuantities {\n          channel\n          quantity\n          sellerBuffer\n          cap\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1f48046d3fa9bf220432d2f697ecb1d0";

export default node;
