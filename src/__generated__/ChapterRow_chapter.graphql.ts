/**
 * @generated SignedSource<<885e65e9f3b37e92a878e084d1463c4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChapterRow_chapter$data = {
  readonly chapterId: string;
  readonly summary: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"UnlockBadge_chapter">;
  readonly " $fragmentType": "ChapterRow_chapter";
};
export type ChapterRow_chapter$key = {
  readonly " $data"?: ChapterRow_chapter$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChapterRow_chapter">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChapterRow_chapter",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chapterId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UnlockBadge_chapter"
    }
  ],
  "type": "StoryChapter",
  "abstractKey": null
};

(node as any).hash = "bd20076627ffaa9f92adf622c4dbfef3";

export default node;
