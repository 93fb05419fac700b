/**
 * @generated SignedSource<<d0b1b8d7486811686d5a7e4ec97547d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VideoSourceFormat = "HLS" | "MP4";
import { FragmentRefs } from "relay-runtime";
export type VideoPlayer_video$data = {
  readonly durationSeconds: number;
  readonly id: string;
  readonly posterUrl: string | null | undefined;
  readonly source: {
    readonly format?: VideoSourceFormat;
    readonly url?: string;
  };
  readonly title: string;
  readonly viewerPosition: {
    readonly isFinished: boolean;
    readonly seconds: number;
  } | null | undefined;
  readonly " $fragmentType": "VideoPlayer_video";
};
export type VideoPlayer_video$key = {
  readonly " $data"?: VideoPlayer_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoPlayer_video">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VideoPlayer_video",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "source",
      "plural": false,
      "selections": [
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "format",
              "storageKey": null
            }
          ],
          "type": "VideoSource",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Video",
  "abstractKey": null
};

(node as any).hash = "c6b3f8aedba92845605bf4a597f996fc";

export default node;
