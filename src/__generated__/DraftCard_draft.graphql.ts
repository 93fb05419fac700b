/**
 * @generated SignedSource<<e22b20182e24c5d13d205f639d172b0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PostVisibility = "MEMBERS" | "PUBLIC";
import { FragmentRefs } from "relay-runtime";
export type DraftCard_draft$data = {
  readonly body: string;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ComposerImages_stored" | "PostImageGrid_images">;
  }>;
  readonly topic: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly updatedAt: string;
  readonly visibility: PostVisibility;
  readonly " $fragmentType": "DraftCard_draft";
};
export type DraftCard_draft$key = {
  readonly " $data"?: DraftCard_draft$data;
  readonly " $fragmentSpreads": FragmentRefs<"DraftCard_draft">;
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
  "name": "DraftCard_draft",
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
      "kind": "ScalarField",
      "name": "updatedAt",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PostImageGrid_images"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PostDraft",
  "abstractKey": null
};
})();

(node as any).hash = "a4d0fa02607bbe3294fbb2d10fdf1f8b";

export default node;
