/**
 * @generated SignedSource<<0f6ffda724d15d539c3743ff34b5f903>>
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
  readonly card: {
    readonly name: string;
  } | null | undefined;
  readonly kind: RewardKind;
  readonly " $fragmentType": "RewardList_rewards";
}>;
export type RewardList_rewards$key = ReadonlyArray<{
  readonly " $data"?: RewardList_rewards$data;
  readonly " $fragmentSpreads": FragmentRefs<"RewardList_rewards">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectableCard",
      "kind": "LinkedField",
      "name": "card",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Reward",
  "abstractKey": null
};
})();

(node as any).hash = "1ecc255587ed603b7a67c6d1c1c89a52";

export default node;
