/**
 * @generated SignedSource<<f4cd6a6b44780c26c7c61fc1adc3b7a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EbayImportRunStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EbayImportRunFields$data = {
  readonly done: number;
  readonly error: string | null | undefined;
  readonly id: string;
  readonly imported: number;
  readonly problems: ReadonlyArray<{
    readonly line: number;
    readonly message: string;
  }>;
  readonly status: EbayImportRunStatus;
  readonly total: number;
  readonly unchanged: number;
  readonly " $fragmentType": "EbayImportRunFields";
};
export type EbayImportRunFields$key = {
  readonly " $data"?: EbayImportRunFields$data;
  readonly " $fragmentSpreads": FragmentRefs<"EbayImportRunFields">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EbayImportRunFields",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "done",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imported",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unchanged",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "error",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EbayCsvProblem",
      "kind": "LinkedField",
      "name": "problems",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EbayImportRun",
  "abstractKey": null
};

(node as any).hash = "5a15a76b8a1a74bcda41352d978e1249";

export default node;
