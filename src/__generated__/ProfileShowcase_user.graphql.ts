/**
 * @generated SignedSource<<a5a7bb2cec8b9d0abdbe9ec34b0876b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileShowcase_user$data = {
  readonly cardShowcase: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"GalleryCard_card">;
  }>;
  readonly " $fragmentType": "ProfileShowcase_user";
};
export type ProfileShowcase_user$key = {
  readonly " $data"?: ProfileShowcase_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileShowcase_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileShowcase_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectableCard",
      "kind": "LinkedField",
      "name": "cardShowcase",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "GalleryCard_card"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a5eeb1f0a037deb3b70525516b09753b";

export default node;
