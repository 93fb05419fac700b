/**
 * @generated SignedSource<<5956d69c1c901443db80d3605ed23e25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeNavigationSection_section$data = {
  readonly links: ReadonlyArray<{
    readonly href: string;
    readonly label: string;
  }>;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "HomeNavigationSection_section";
};
export type HomeNavigationSection_section$key = {
  readonly " $data"?: HomeNavigationSection_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeNavigationSection_section">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeNavigationSection_section",
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
      "concreteType": "HomeNavigationLink",
      "kind": "LinkedField",
      "name": "links",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
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
      "storageKey": null
    }
  ],
  "type": "HomeNavigationSection",
  "abstractKey": null
};

(node as any).hash = "4f3ec22089c446d03745464aa16ddca0";

export default node;
