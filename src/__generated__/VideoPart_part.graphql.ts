/**
 * @generated SignedSource<<4f733392be184e2c74ed2714851919c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VideoPart_part$data = {
  readonly posterUrl: string | null | undefined;
  readonly title: string;
  readonly videoUrl: string;
  readonly " $fragmentType": "VideoPart_part";
};
export type VideoPart_part$key = {
  readonly " $data"?: VideoPart_part$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoPart_part">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VideoPart_part",
  "selections": [
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
      "name": "videoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "posterUrl",
      "storageKey": null
    }
  ],
  "type": "StoryVideoPart",
  "abstractKey": null
};

(node as any).hash = "bf840e7a3efd31babe8098cdd52b0630";

export default node;
