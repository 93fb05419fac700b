/**
 * @generated SignedSource<<9d0f5b6ad432bf1c98f1332027ab89ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckInCalendar_checkIn$data = {
  readonly history: ReadonlyArray<{
    readonly day: string;
  }>;
  readonly today: string;
  readonly " $fragmentType": "CheckInCalendar_checkIn";
};
export type CheckInCalendar_checkIn$key = {
  readonly " $data"?: CheckInCalendar_checkIn$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInCalendar_checkIn">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "month"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckInCalendar_checkIn",
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
      "args": [
        {
          "kind": "Variable",
          "name": "month",
          "variableName": "month"
        }
      ],
      "concreteType": "CheckInDay",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CheckInStatus",
  "abstractKey": null
};

(node as any).hash = "6c139e47e035cb9940ead8a0b9b40529";

export default node;
