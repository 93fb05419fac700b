/**
 * @generated SignedSource<<75075442b09d28e0b1dd8bd46f1f4c19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RewardKind = "COIN" | "COLLECTABLE_CARD" | "GAME_CARD_LEVEL_UP_ITEM" | "NFT" | "PROFILE_BADGE" | "STEP_MISSION_POINT" | "TREASURE_MACHINE_TICKET";
import { FragmentRefs } from "relay-runtime";
export type RewardList_rewards$data = ReadonlyArray<{
  readonly amount: number;
  readonly badge: {
    readonly name: string;
  } | null | undefined;
  readonly kind: RewardKind;
  readonly " $fragmentType": "RewardList_rewards";
}>;
export type RewardList_rewards$key = ReadonlyArray<{
  readonly " $data"?: RewardList_rewards$data;
  readonly " $fragmentSpreads": FragmentRefs<"RewardList_rewards">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "RewardList_rewards",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Badge",
      "kind": "LinkedField",
      "name": "badge",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reward",
  "abstractKey": null
};

(node as any).hash = "18b60ea24be2e02e761947ce05ce8a32";

export default node;
