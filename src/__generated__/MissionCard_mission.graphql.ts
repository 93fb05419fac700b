/**
 * @generated SignedSource<<ce0dd9f04fe387c5afe45b3610d57ca3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MissionCard_mission$data = {
  readonly claimable: boolean;
  readonly claimed: boolean;
  readonly description: string;
  readonly id: string;
  readonly progress: number;
  readonly resetsAt: string | null | undefined;
  readonly rewards: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"RewardList_rewards">;
  }>;
  readonly targetCount: number;
  readonly title: string;
  readonly " $fragmentType": "MissionCard_mission";
};
export type MissionCard_mission$key = {
  readonly " $data"?: MissionCard_mission$data;
  readonly " $fragmentSpreads": FragmentRefs<"MissionCard_mission">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MissionCard_mission",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "claimed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "claimable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resetsAt",
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
  "type": "Mission",
  "abstractKey": null
};

(node as any).hash = "3772d6debafe1add322d3a52fa0b5a81";

export default node;
