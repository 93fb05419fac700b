/**
 * @generated SignedSource<<796f1f75125a54c5c4e12629f7ac1ffe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GardenPageView_page$data = {
  readonly blocks: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PageBlocks_blocks">;
  }>;
  readonly description: string;
  readonly isPublished: boolean;
  readonly title: string;
  readonly " $fragmentType": "GardenPageView_page";
};
export type GardenPageView_page$key = {
  readonly " $data"?: GardenPageView_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"GardenPageView_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GardenPageView_page",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublished",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageBlock",
      "kind": "LinkedField",
      "name": "blocks",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PageBlocks_blocks"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GardenPage",
  "abstractKey": null
};

(node as any).hash = "5b8b3957771b0e5c4b658516654337e7";

export default node;
