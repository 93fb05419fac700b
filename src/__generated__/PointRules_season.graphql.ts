/**
 * @generated SignedSource<<8d6ddfe4a3fdea7b4552c5f7f89bcfe2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MissionKind = "ARENA_GAME_PLAY" | "CASUAL_GAME_PLAY" | "CHAT_ROOM_POST" | "COMMENT" | "COMMUNITY_REGISTRATION" | "LOGGED_IN" | "NFT_COLLECTION" | "NFT_GET" | "POST" | "POST_LIKE" | "PUSH_NOTIFICATION" | "PWA" | "REFERRAL_CODE" | "TREASURE_MACHINE_DRAW" | "USER_FOLLOW";
import { FragmentRefs } from "relay-runtime";
export type PointRules_season$data = {
  readonly countsSpending: boolean;
  readonly pointRules: ReadonlyArray<{
    readonly kind: MissionKind;
    readonly points: number;
  }>;
  readonly yenPerSpendingPoint: number;
  readonly " $fragmentType": "PointRules_season";
};
export type PointRules_season$key = {
  readonly " $data"?: PointRules_season$data;
  readonly " $fragmentSpreads": FragmentRefs<"PointRules_season">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PointRules_season",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countsSpending",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "yenPerSpendingPoint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupporterPointRule",
      "kind": "LinkedField",
      "name": "pointRules",
      "plural": true,
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
          "name": "points",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupporterSeason",
  "abstractKey": null
};

(node as any).hash = "350b20cedb7a7b0a12490dd7e56b2a06";

export default node;
