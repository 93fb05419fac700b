/**
 * @generated SignedSource<<1362320074bdfce65ab19bc0f1110775>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ComposerImages_stored$data = ReadonlyArray<{
  readonly altText: string;
  readonly height: number;
  readonly uploadId: string;
  readonly url: string;
  readonly width: number;
  readonly " $fragmentType": "ComposerImages_stored";
}>;
export type ComposerImages_stored$key = ReadonlyArray<{
  readonly " $data"?: ComposerImages_stored$data;
  readonly " $fragmentSpreads": FragmentRefs<"ComposerImages_stored">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ComposerImages_stored",
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

(node as any).hash = "a4a8c4039e3b8bfe8fe5f132273fcda3";

export default node;
