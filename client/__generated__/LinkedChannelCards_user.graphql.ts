/**
 * @generated SignedSource<<b6a5bd481d2bc3fe43f43fd633fc9e83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ConnectionStatus = "AUTHORIZED" | "NEEDS_REAUTH" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LinkedChannelCards_user$data = {
  readonly linkedChannels: ReadonlyArray<{
    readonly code: string;
    readonly lines: ReadonlyArray<string>;
    readonly name: string;
    readonly status: ConnectionStatus | null | undefined;
  }>;
  readonly " $fragmentType": "LinkedChannelCards_user";
};
export type LinkedChannelCards_user$key = {
  readonly " $data"?: LinkedChannelCards_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinkedChannelCards_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LinkedChannelCards_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LinkedChannel",
      "kind": "LinkedField",
      "name": "linkedChannels",
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lines",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "80c438110e1895fa56599feec0fdbadc";

export default node;
