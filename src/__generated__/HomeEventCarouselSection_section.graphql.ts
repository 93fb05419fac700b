/**
 * @generated SignedSource<<35a4e906f027ef8319ff1dbaf9661bb3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeEventCarouselSection_section$data = {
  readonly events: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"HomeEventCard_event">;
  }>;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "HomeEventCarouselSection_section";
};
export type HomeEventCarouselSection_section$key = {
  readonly " $data"?: HomeEventCarouselSection_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeEventCarouselSection_section">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeEventCarouselSection_section",
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
      "concreteType": "OfficialSchedule",
      "kind": "LinkedField",
      "name": "events",
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
          "name": "HomeEventCard_event"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeEventCarouselSection",
  "abstractKey": null
};

(node as any).hash = "3ab49a6f9211a108b7d169a4601dbe3d";

export default node;
