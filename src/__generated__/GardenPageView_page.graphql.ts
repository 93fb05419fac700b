/**
 * @generated SignedSource<<6652aa4553d6a6bb20df5fa861701bf3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GardenPageView_page$data = {
  readonly description: string;
  readonly isPublished: boolean;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"PageBlocks_page">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "PageBlocks_page"
    }
  ],
  "type": "GardenPage",
  "abstractKey": null
};

(node as any).hash = "6e82b66ac88de7019a11438a6328de1c";

export default node;
