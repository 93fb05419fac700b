/**
 * @generated SignedSource<<2168f981fc2267c55a3f52437328e5de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckInSummary_checkIn$data = {
  readonly checkedInToday: boolean;
  readonly points: number;
  readonly streak: number;
  readonly today: string;
  readonly total: number;
  readonly " $fragmentType": "CheckInSummary_checkIn";
};
export type CheckInSummary_checkIn$key = {
  readonly " $data"?: CheckInSummary_checkIn$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInSummary_checkIn">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckInSummary_checkIn",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "today",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkedInToday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "streak",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "points",
      "storageKey": null
    }
  ],
  "type": "CheckInStatus",
  "abstractKey": null
};

(node as any).hash = "e6272121512d047a258bbd3f81be8107";

export default node;
