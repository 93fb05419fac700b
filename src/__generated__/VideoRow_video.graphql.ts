/**
 * @generated SignedSource<<9e2dee5d3db5bfa7cbc82f67c8d0dbb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VideoRow_video$data = {
  readonly durationSeconds: number;
  readonly isMembersOnly: boolean;
  readonly number: number;
  readonly posterUrl: string | null | undefined;
  readonly title: string;
  readonly videoId: string;
  readonly viewerPosition: {
    readonly isFinished: boolean;
    readonly seconds: number;
  } | null | undefined;
  readonly " $fragmentType": "VideoRow_video";
};
export type VideoRow_video$key = {
  readonly " $data"?: VideoRow_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoRow_video">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VideoRow_video",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "videoId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
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
      "name": "durationSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "posterUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMembersOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VideoPosition",
      "kind": "LinkedField",
      "name": "viewerPosition",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seconds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isFinished",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Video",
  "abstractKey": null
};

(node as any).hash = "5f60accd4cf3bdab5be95343e165ef6d";

export default node;
