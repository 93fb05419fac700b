/**
 * @generated SignedSource<<9bdd7dc859c264f12ec3d0c6d1536f0e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MuteWordsSettings_viewer$data = {
  readonly muteWords: ReadonlyArray<{
    readonly id: string;
    readonly word: string;
  }>;
  readonly " $fragmentType": "MuteWordsSettings_viewer";
};
export type MuteWordsSettings_viewer$key = {
  readonly " $data"?: MuteWordsSettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MuteWordsSettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MuteWordsSettings_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MuteWord",
      "kind": "LinkedField",
      "name": "muteWords",
      "plural": true,
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
          "name": "word",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "45d7a53c242ce9b6482e85c70b7f8de2";

export default node;
