/**
 * @generated SignedSource<<009799f813f2a3eb35b06efe2421d609>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeBannerCarousel_community$data = {
  readonly homeBanners: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"BannerCard_banner">;
      };
    }>;
  };
  readonly " $fragmentType": "HomeBannerCarousel_community";
};
export type HomeBannerCarousel_community$key = {
  readonly " $data"?: HomeBannerCarousel_community$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeBannerCarousel_community">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sectionId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeBannerCarousel_community",
  "selections": [
    {
      "alias": "homeBanners",
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "count"
        },
        {
          "kind": "Variable",
          "name": "sectionId",
          "variableName": "sectionId"
        }
      ],
      "concreteType": "BannerConnection",
      "kind": "LinkedField",
      "name": "banners",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BannerEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Banner",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Community",
  "abstractKey": null
};

(node as any).hash = "1c1218eea68cd03271a5f333a623753a";

export default node;
