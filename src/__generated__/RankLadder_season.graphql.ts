/**
 * @generated SignedSource<<5640c419160f089e6c536e788b3c3d3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RankLadder_season$data = {
  readonly ranks: ReadonlyArray<{
    readonly key: string;
    readonly name: string;
    readonly rewards: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"RewardList_rewards">;
    }>;
    readonly threshold: number;
  }>;
  readonly rewardsGranted: boolean;
  readonly viewerStanding: {
    readonly points: number;
    readonly rank: {
      readonly key: string;
    } | null | undefined;
  };
  readonly " $fragmentType": "RankLadder_season";
};
export type RankLadder_season$key = {
  readonly " $data"?: RankLadder_season$data;
  readonly " $fragmentSpreads": FragmentRefs<"RankLadder_season">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RankLadder_season",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rewardsGranted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupporterRank",
      "kind": "LinkedField",
      "name": "ranks",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "threshold",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupporterStanding",
      "kind": "LinkedField",
      "name": "viewerStanding",
      "plural": false,
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
          "concreteType": "SupporterRank",
          "kind": "LinkedField",
          "name": "rank",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupporterSeason",
  "abstractKey": null
};
})();

(node as any).hash = "2d5f6740732588278ebb2fffed85567b";

export default node;
