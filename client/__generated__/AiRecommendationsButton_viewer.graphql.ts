/**
 * @generated SignedSource<<7cfd4173a26c7ee27fc1b5f37145ac5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiRecommendationsButton_viewer$data = {
  readonly aiCreditBalance: number;
  readonly " $fragmentType": "AiRecommendationsButton_viewer";
};
export type AiRecommendationsButton_viewer$key = {
  readonly " $data"?: AiRecommendationsButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiRecommendationsButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AiRecommendationsButton_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "aiCreditBalance",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d4ff8dc5bfed7d721735f9fd656857f0";

export default node;
