/**
 * @generated SignedSource<<be65adc0b300e4e705c7722102af43b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeEventCard_event$data = {
  readonly id: string;
  readonly place: string | null | undefined;
  readonly startsAt: string;
  readonly streamUrl: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "HomeEventCard_event";
};
export type HomeEventCard_event$key = {
  readonly " $data"?: HomeEventCard_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeEventCard_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeEventCard_event",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "place",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "streamUrl",
      "storageKey": null
    }
  ],
  "type": "OfficialSchedule",
  "abstractKey": null
};

(node as any).hash = "7bbb8eb5a10c5d141babaa5e8375a5c2";

export default node;
