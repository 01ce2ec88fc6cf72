/**
 * @generated SignedSource<<63704d6b06140258760f561df7e06363>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type teamMutationsTransferOwnershipMutation$variables = {
  memberId: string;
  userId: string;
};
export type teamMutationsTransferOwnershipMutation$data = {
  readonly transferOwnership: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type teamMutationsTransferOwnershipMutation = {
  response: teamMutationsTransferOwnershipMutation$data;
  variables: teamMutationsTransferOwnershipMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "memberId"
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
        "name": "memberId",
        "variableName": "memberId"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "transferOwnership",
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
    "name": "teamMutationsTransferOwnershipMutation",
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
    "name": "teamMutationsTransferOwnershipMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "df15e3b43af0e34bd319c038ce4f1384",
    "id": null,
    "metadata": {},
    "name": "teamMutationsTransferOwnershipMutation",
    "operationKind": "mutation",
    "text": "mutation teamMutationsTransferOwnershipMutation(\n  $userId: String!\n  $memberId: String!\n) {\n  transferOwnership(userId: $userId, memberId: $memberId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a292f9d0c53d7a7ed325d85c1c36ea46";

export default node;
