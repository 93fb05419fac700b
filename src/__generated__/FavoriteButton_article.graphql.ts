/**
 * @generated SignedSource<<ffc8b516ba5a5bfd4896d64fd5d8eabc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FavoriteButton_article$data = {
  readonly id: string;
  readonly viewerHasFavorited: boolean;
  readonly " $fragmentType": "FavoriteButton_article";
};
export type FavoriteButton_article$key = {
  readonly " $data"?: FavoriteButton_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"FavoriteButton_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FavoriteButton_article",
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
      "name": "viewerHasFavorited",
      "storageKey": null
    }
  ],
  "type": "InformationArticle",
  "abstractKey": null
};

(node as any).hash = "4a4d4edf5c9cb7fae77f6ac8c889afb2";

export default node;
