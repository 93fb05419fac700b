/**
 * @generated SignedSource<<4a96daaf6a4454acc003889cdbc1ce26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LikeButton_post$data = {
  readonly id: string;
  readonly likeCount: number;
  readonly maxLikesPerFan: number;
  readonly viewerLikeCount: number;
  readonly " $fragmentType": "LikeButton_post";
};
export type LikeButton_post$key = {
  readonly " $data"?: LikeButton_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LikeButton_post",
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
      "name": "likeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerLikeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxLikesPerFan",
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "80dede7bdd2423b25588995c04576001";

export default node;
