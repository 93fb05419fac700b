/**
 * @generated SignedSource<<bae18ae3e5fc41c5337bb17d7ddd8009>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CollectableCardRarity = "N" | "R" | "SR" | "SSR";
import { FragmentRefs } from "relay-runtime";
export type GalleryCard_card$data = {
  readonly imageUrl: string;
  readonly name: string;
  readonly rarity: CollectableCardRarity;
  readonly " $fragmentType": "GalleryCard_card";
};
export type GalleryCard_card$key = {
  readonly " $data"?: GalleryCard_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"GalleryCard_card">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GalleryCard_card",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rarity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    }
  ],
  "type": "CollectableCard",
  "abstractKey": null
};

(node as any).hash = "dcea48ad8e755bfffaf241e9db4cdfdf";

export default node;
