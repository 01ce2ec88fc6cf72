/**
 * @generated SignedSource<<556b6e255848383bb5b6fd3961e045eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RedeemCouponMutation$variables = {
  coupon: string;
  userId: string;
};
export type RedeemCouponMutation$data = {
  readonly redeemCoupon: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly aiCreditBalance: number;
      readonly id: string;
    };
  };
};
export type RedeemCouponMutation = {
  response: RedeemCouponMutation$data;
  variables: RedeemCouponMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "coupon"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "coupon",
        "variableName": "coupon"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "redeemCoupon",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
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
                "name": "aiCreditBalance",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "BillingUpdate",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RedeemCouponMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RedeemCouponMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b4d9cd5be43e411a72eb5e457ebb72ec",
    "id": null,
    "metadata": {},
    "name": "RedeemCouponMutation",
    "operationKind": "mutation",
    "text": "mutation RedeemCouponMutation(\n  $userId: String!\n  $coupon: String!\n) {\n  redeemCoupon(userId: $userId, coupon: $coupon) {\n    __typename\n    ... on BillingUpdate {\n      user {\n        id\n        aiCreditBalance\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "21513b8537b160c53802514628570477";

export default node;
