/**
 * @generated SignedSource<<0f3733d8672f8742243bae1cff464c10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BannerCard_banner$data = {
  readonly alt: string;
  readonly href: string;
  readonly imageHeight: number;
  readonly imageUrl: string;
  readonly imageWidth: number;
  readonly title: string;
  readonly " $fragmentType": "BannerCard_banner";
};
export type BannerCard_banner$key = {
  readonly " $data"?: BannerCard_banner$data;
  readonly " $fragmentSpreads": FragmentRefs<"BannerCard_banner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BannerCard_banner",
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
      "name": "alt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageWidth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageHeight",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "href",
      "storageKey": null
    }
  ],
  "type": "Banner",
  "abstractKey": null
};

(node as any).hash = "c328aa12c034943c9edb0a59815dd6be";

export default node;
