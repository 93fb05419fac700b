/**
 * @generated SignedSource<<cd3f4b53ffbc5c8a650b21bd622d7130>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RewardStatus = "CLAIMABLE" | "CLAIMED" | "LOCKED";
import { FragmentRefs } from "relay-runtime";
export type StepTrack_track$data = {
  readonly points: number;
  readonly steps: ReadonlyArray<{
    readonly id: string;
    readonly requiredPoints: number;
    readonly rewards: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"RewardList_rewards">;
    }>;
    readonly status: RewardStatus;
    readonly title: string;
  }>;
  readonly " $fragmentType": "StepTrack_track";
};
export type StepTrack_track$key = {
  readonly " $data"?: StepTrack_track$data;
  readonly " $fragmentSpreads": FragmentRefs<"StepTrack_track">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StepTrack_track",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "points",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StepMissionStep",
      "kind": "LinkedField",
      "name": "steps",
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
          "name": "requiredPoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Reward",
          "kind": "LinkedField",
          "name": "rewards",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "RewardList_rewards"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StepMissionTrack",
  "abstractKey": null
};

(node as any).hash = "53e5b2b1c0f625931fb25dd741c33dbe";

export default node;
