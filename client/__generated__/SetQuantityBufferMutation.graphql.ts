/**
 * @generated SignedSource<<5de2c3b68562624801b0b3b198e5b7a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetQuantityBufferMutation$variables = {
  ids: ReadonlyArray<string>;
  quantityBuffer?: string | null | undefined;
  userId: string;
};
export type SetQuantityBufferMutation$data = {
  readonly setQuantityBuffer: {
    readonly __typename: string;
    readonly items?: ReadonlyArray<{
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
    "cacheID": "1ccaa723ebbc1026994a33d2659dd53e",
    "id": null,
    "metadata": {},
    "name": "SetQuantityBufferMutation",
    "operationKind": "mutation",
    "text": "mutation SetQuantityBufferMutation(\n  $userId: String!\n  $ids: [ID!]!\n  $quantityBuffer: String\n) {\n  setQuantityBuffer(userId: $userId, ids: $ids, quantityBuffer: $quantityBuffer) {\n    __typename\n    ... on SetQuantityBufferSuccess {\n      items {\n        id\n        quantityBuffer\n        channelQuantity\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f0cdb1156c6fa45fe0d06af9da905c8";

export default node;
