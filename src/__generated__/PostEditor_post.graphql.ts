/**
 * @generated SignedSource<<a3e673832f3ccc979e3a2a4676716c3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PostVisibility = "MEMBERS" | "PUBLIC";
import { FragmentRefs } from "relay-runtime";
export type PostEditor_post$data = {
  readonly body: string;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ComposerImages_stored">;
  }>;
  readonly topic: {
    readonly id: string;
  } | null | undefined;
  readonly visibility: PostVisibility;
  readonly " $fragmentType": "PostEditor_post";
};
export type PostEditor_post$key = {
  readonly " $data"?: PostEditor_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostEditor_post">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostEditor_post",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visibility",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "topic",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PostImage",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ComposerImages_stored"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};
})();

(node as any).hash = "0376162d3b75101cec1eb32edd3c4d9a";

export default node;
