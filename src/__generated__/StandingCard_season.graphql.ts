/**
 * @generated SignedSource<<4c46898e8ddd8985d61a8c5d1bf69db7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StandingCard_season$data = {
  readonly id: string;
  readonly ranks: ReadonlyArray<{
    readonly key: string;
  }>;
  readonly supporterCount: number;
  readonly viewerStanding: {
    readonly hiddenFromLeaderboard: boolean;
    readonly id: string;
    readonly nextRank: {
      readonly key: string;
      readonly name: string;
    } | null | undefined;
    readonly points: number;
    readonly pointsToNextRank: number | null | undefined;
    readonly position: number | null | undefined;
    readonly progress: number;
    readonly rank: {
      readonly key: string;
      readonly name: string;
    } | null | undefined;
  };
  readonly " $fragmentType": "StandingCard_season";
};
export type StandingCard_season$key = {
  readonly " $data"?: StandingCard_season$data;
  readonly " $fragmentSpreads": FragmentRefs<"StandingCard_season">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
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
  "metadata": null,
  "name": "StandingCard_season",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supporterCount",
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
        (v1/*:: as any*/)
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
        (v0/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "position",
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
          "name": "pointsToNextRank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hiddenFromLeaderboard",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SupporterRank",
          "kind": "LinkedField",
          "name": "rank",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SupporterRank",
          "kind": "LinkedField",
          "name": "nextRank",
          "plural": false,
          "selections": (v2/*:: as any*/),
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

(node as any).hash = "dcce3923373e3d3839fef56051c28655";

export default node;
