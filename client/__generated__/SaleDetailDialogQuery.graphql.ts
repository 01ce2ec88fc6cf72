/**
 * @generated SignedSource<<36c42d050ccb5003b4e35548662798b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaleDetailDialogQuery$variables = {
  saleId: string;
  userId: string;
};
export type SaleDetailDialogQuery$data = {
  readonly saleDetail: {
    readonly currency: string;
    readonly figures: {
      readonly channelFeeBasis: string | null | undefined;
    };
    readonly name: string;
    readonly profit: {
      readonly channelFeeCents: number | null | undefined;
      readonly mcfFeeCents: number | null | undefined;
      readonly notCounted: ReadonlyArray<string>;
      readonly profitCents: number;
      readonly revenueCents: number;
    };
    readonly timeline: ReadonlyArray<{
      readonly at: string;
      readonly detail: string | null | undefined;
      readonly event: string;
    }>;
  } | null | undefined;
};
export type SaleDetailDialogQuery = {
  response: SaleDetailDialogQuery$data;
  variables: SaleDetailDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "saleId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "saleId",
    "variableName": "saleId"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "SaleEvent",
  "kind": "LinkedField",
  "name": "timeline",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "event",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "detail",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "SaleProfit",
  "kind": "LinkedField",
  "name": "profit",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revenueCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channelFeeCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mcfFeeCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profitCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notCounted",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "SaleFigures",
  "kind": "LinkedField",
  "name": "figures",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channelFeeBasis",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SaleDetailDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SaleDetail",
        "kind": "LinkedField",
        "name": "saleDetail",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
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
    "name": "SaleDetailDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SaleDetail",
        "kind": "LinkedField",
        "name": "saleDetail",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
    "cacheID": "9ec9d0ae31de8b441904b448e4a062e6",
    "id": null,
    "metadata": {},
    "name": "SaleDetailDialogQuery",
    "operationKind": "query",
    "text": "query SaleDetailDialogQuery(\n  $userId: String!\n  $saleId: String!\n) {\n  saleDetail(userId: $userId, saleId: $saleId) {\n    name\n    currency\n    timeline {\n      at\n      event\n      detail\n    }\n    profit {\n      revenueCents\n      channelFeeCents\n      mcfFeeCents\n      profitCents\n      notCounted\n    }\n    figures {\n      channelFeeBasis\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "93468d1a3cf3be108a31e35981bbedd6";

export default node;
