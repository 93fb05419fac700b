/**
 * @generated SignedSource<<7caf3c27dca08e6fb34d13a0ea3000bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleListItem_schedule$data = {
  readonly endsAt: string;
  readonly id: string;
  readonly place: string | null | undefined;
  readonly startsAt: string;
  readonly streamUrl: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "ScheduleListItem_schedule";
};
export type ScheduleListItem_schedule$key = {
  readonly " $data"?: ScheduleListItem_schedule$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleListItem_schedule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleListItem_schedule",
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
      "name": "endsAt",
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

(node as any).hash = "3ab32b346c4c7c37571cf7cd7f55525c";

export default node;
