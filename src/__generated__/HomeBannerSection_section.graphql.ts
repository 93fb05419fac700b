/**
 * @generated SignedSource<<17adc160f733040605c19b3f9ef03a4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HomeBannerStyle = "CAROUSEL" | "SLIDE" | "SWIPE";
import { FragmentRefs } from "relay-runtime";
export type HomeBannerSection_section$data = {
  readonly bannerSectionId: string;
  readonly banners: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"BannerCard_banner">;
  }>;
  readonly style: HomeBannerStyle;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "HomeBannerSection_section";
};
export type HomeBannerSection_section$key = {
  readonly " $data"?: HomeBannerSection_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeBannerSection_section">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeBannerSection_section",
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
      "name": "style",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bannerSectionId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Banner",
      "kind": "LinkedField",
      "name": "banners",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "BannerCard_banner"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeBannerSection",
  "abstractKey": null
};

(node as any).hash = "0ac5d946edfb9c9db97055897f8fe0c6";

export default node;
