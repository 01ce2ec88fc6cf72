/**
 * @generated SignedSource<<bcfa3bbed5300317b402784386f07623>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChannelBulkAction = "DELIST" | "REVISE" | "%future added value";
export type ChannelListingColumn = "PRICE" | "QUANTITY" | "SALES" | "STATUS" | "%future added value";
export type registeredChannelsQuery$variables = Record<PropertyKey, never>;
export type registeredChannelsQuery$data = {
  readonly channels: ReadonlyArray<{
    readonly bulkActions: ReadonlyArray<ChannelBulkAction>;
    readonly code: string;
    readonly hasSales: boolean;
    readonly listingColumns: ReadonlyArray<ChannelListingColumn>;
    readonly name: string;
    readonly segment: string;
  }>;
};
export type registeredChannelsQuery = {
  response: registeredChannelsQuery$data;
  variables: registeredChannelsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RegisteredChannel",
    "kind": "LinkedField",
    "name": "channels",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
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
        "name": "segment",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "listingColumns",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bulkActions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasSales",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "registeredChannelsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "registeredChannelsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ac337cdb8df7c749ca98fa98b8dfce01",
    "id": null,
    "metadata": {},
    "name": "registeredChannelsQuery",
    "operationKind": "query",
    "text": "query registeredChannelsQuery {\n  channels {\n    code\n    name\n    segment\n    listingColumns\n    bulkActions\n    hasSales\n  }\n}\n"
  }
};
})();

(node as any).hash = "9dde4992563930700694ff94995bdc2f";

export default node;
