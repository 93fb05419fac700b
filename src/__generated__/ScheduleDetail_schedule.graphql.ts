/**
 * @generated SignedSource<<150efec2484cabbfcc11590148094435>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleDetail_schedule$data = {
  readonly calendarFileUrl: string;
  readonly description: string;
  readonly endsAt: string;
  readonly place: string | null | undefined;
  readonly startsAt: string;
  readonly streamUrl: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "ScheduleDetail_schedule";
};
export type ScheduleDetail_schedule$key = {
  readonly " $data"?: ScheduleDetail_schedule$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleDetail_schedule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleDetail_schedule",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "calendarFileUrl",
      "storageKey": null
    }
  ],
  "type": "OfficialSchedule",
  "abstractKey": null
};

(node as any).hash = "9b102f2ffe11061e4416fc592e167afa";

export default node;
