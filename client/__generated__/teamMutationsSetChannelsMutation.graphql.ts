/**
 * @generated SignedSource<<8d3a801d7782ea3795201d6a679fa9f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type teamMutationsSetChannelsMutation$variables = {
  channels: ReadonlyArray<string>;
  memberId: string;
  userId: string;
};
export type teamMutationsSetChannelsMutation$data = {
  readonly setTeamMemberChannels: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type teamMutationsSetChannelsMutation = {
  response: teamMutationsSetChannelsMutation$data;
  variables: teamMutationsSetChannelsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "channels"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "memberId"
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
        "name": "channels",
        "variableName": "channels"
      },
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
    "name": "setTeamMemberChannels",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "teamMutationsSetChannelsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
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
    "name": "teamMutationsSetChannelsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "ceac742aff3b26894e1d9f0b8414a22d",
    "id": null,
    "metadata": {},
    "name": "teamMutationsSetChannelsMutation",
    "operationKind": "mutation",
    "text": "mutation teamMutationsSetChannelsMutation(\n  $userId: String!\n  $memberId: String!\n  $channels: [String!]!\n) {\n  setTeamMemberChannels(userId: $userId, memberId: $memberId, channels: $channels) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "40e103dcd51de21c2c3b7bfc709ce0b3";

export default node;
