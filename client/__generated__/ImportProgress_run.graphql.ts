/**
 * @generated SignedSource<<59aa5625370ec4bf6a5886b927419122>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImportProgress_run$data = {
  readonly error: string | null | undefined;
  readonly phase: string | null | undefined;
  readonly processedRows: number;
  readonly skippedRows: number;
  readonly status: string;
  readonly totalRows: number;
  readonly " $fragmentType": "ImportProgress_run";
};
export type ImportProgress_run$key = {
  readonly " $data"?: ImportProgress_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportProgress_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportProgress_run",
  "selections": [
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
      "name": "phase",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalRows",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "processedRows",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skippedRows",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "error",
      "storageKey": null
    }
  ],
  "type": "InventoryImport",
  "abstractKey": null
};

(node as any).hash = "cbd7a764c903c55119e3d9b2ab7dd0ab";

export default node;
