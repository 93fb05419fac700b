/**
 * @generated SignedSource<<41733124ee64646d140166c49871d0e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostImageGrid_images$data = ReadonlyArray<{
  readonly altText: string;
  readonly height: number;
  readonly uploadId: string;
  readonly url: string;
  readonly width: number;
  readonly " $fragmentType": "PostImageGrid_images";
}>;
export type PostImageGrid_images$key = ReadonlyArray<{
  readonly " $data"?: PostImageGrid_images$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostImageGrid_images">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PostImageGrid_images",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uploadId",
      "storageKey": null
    },
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
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "altText",
      "storageKey": null
    }
  ],
  "type": "PostImage",
  "abstractKey": null
};

(node as any).hash = "b2190bbe12c404aa2f0167ee7cd6db0b";

export default node;
