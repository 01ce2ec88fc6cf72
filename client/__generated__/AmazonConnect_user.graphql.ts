/**
 * @generated SignedSource<<1a3d13fcbeca2100b49668a12a2e08fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ConnectionStatus = "AUTHORIZED" | "NEEDS_REAUTH" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AmazonConnect_user$data = {
  readonly linkedPlatforms: {
    readonly amazon: {
      readonly marketplaceId: string | null | undefined;
      readonly marketplaceName: string | null | undefined;
      readonly status: ConnectionStatus;
    } | null | undefined;
  };
  readonly userId: string;
  readonly " $fragmentType": "AmazonConnect_user";
};
export type AmazonConnect_user$key = {
  readonly " $data"?: AmazonConnect_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AmazonConnect_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AmazonConnect_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LinkedPlatforms",
      "kind": "LinkedField",
      "name": "linkedPlatforms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AmazonConnection",
          "kind": "LinkedField",
          "name": "amazon",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "marketplaceId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "marketplaceName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a3e8ef7d13be4cbd721e08ccd9ac9255";

export default node;
