/**
 * @generated SignedSource<<720bfc20897af2e6419980731a105d98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryCard_story$data = {
  readonly chapterCount: number;
  readonly coverImageUrl: string | null | undefined;
  readonly description: string;
  readonly storyId: string;
  readonly title: string;
  readonly " $fragmentType": "StoryCard_story";
};
export type StoryCard_story$key = {
  readonly " $data"?: StoryCard_story$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoryCard_story">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoryCard_story",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storyId",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coverImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chapterCount",
      "storageKey": null
    }
  ],
  "type": "Story",
  "abstractKey": null
};

(node as any).hash = "ce8be0e0409dffe12594bf04896235c4";

export default node;
