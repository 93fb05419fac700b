/**
 * @generated SignedSource<<ac1363bbed50395f8aa0b292473e7a63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupporterRankPageQuery$variables = {
  first: number;
  seasonId?: string | null | undefined;
};
export type SupporterRankPageQuery$data = {
  readonly supporterSeason: {
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"PointRules_season" | "RankLadder_season" | "SeasonHeader_season" | "StandingCard_season" | "SupporterLeaderboard_season">;
  } | null | undefined;
  readonly viewer: {
    readonly joinedCommunity: {
      readonly __typename: "Community";
    } | null | undefined;
  };
};
export type SupporterRankPageQuery = {
  response: SupporterRankPageQuery$data;
  variables: SupporterRankPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "seasonId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "seasonId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v10 = [
  (v8/*:: as any*/),
  (v6/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v13 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SupporterRankPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Community",
            "kind": "LinkedField",
            "name": "joinedCommunity",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "SupporterSeason",
        "kind": "LinkedField",
        "name": "supporterSeason",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SeasonHeader_season"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StandingCard_season"
          },
          {
            "args": (v5/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "SupporterLeaderboard_season"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RankLadder_season"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PointRules_season"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SupporterRankPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Community",
            "kind": "LinkedField",
            "name": "joinedCommunity",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "SupporterSeason",
        "kind": "LinkedField",
        "name": "supporterSeason",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
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
            "name": "phase",
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
            "name": "supporterCount",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SupporterRank",
            "kind": "LinkedField",
            "name": "ranks",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
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
                  (v9/*:: as any*/),
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
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollectableCard",
                    "kind": "LinkedField",
                    "name": "card",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
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
              (v6/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
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
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SupporterRank",
                "kind": "LinkedField",
                "name": "nextRank",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "SupporterLeaderboardConnection",
            "kind": "LinkedField",
            "name": "leaderboard",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SupporterLeaderboardEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SupporterLeaderboardEntry",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v12/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "anonymous",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isViewer",
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
                          (v8/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "user",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "displayName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "avatarUrl",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SupporterLeaderboard_leaderboard",
            "kind": "LinkedHandle",
            "name": "leaderboard"
          },
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
              (v9/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "727222243fca4014f605a2cea27d1c2d",
    "id": null,
    "metadata": {},
    "name": "SupporterRankPageQuery",
    "operationKind": "query",
    "text": "query SupporterRankPageQuery(\n  $seasonId: ID\n  $first: Int!\n) {\n  viewer {\n    joinedCommunity {\n      __typename\n      id\n    }\n  }\n  supporterSeason(id: $seasonId) {\n    title\n    ...SeasonHeader_season\n    ...StandingCard_season\n    ...SupporterLeaderboard_season_3ASum4\n    ...RankLadder_season\n    ...PointRules_season\n    id\n  }\n}\n\nfragment PointRules_season on SupporterSeason {\n  countsSpending\n  yenPerSpendingPoint\n  pointRules {\n    kind\n    points\n  }\n}\n\nfragment RankLadder_season on SupporterSeason {\n  rewardsGranted\n  ranks {\n    key\n    name\n    threshold\n    rewards {\n      ...RewardList_rewards\n    }\n  }\n  viewerStanding {\n    points\n    rank {\n      key\n    }\n    id\n  }\n}\n\nfragment RewardList_rewards on Reward {\n  kind\n  amount\n  badge {\n    name\n    id\n  }\n  card {\n    name\n    id\n  }\n}\n\nfragment SeasonHeader_season on SupporterSeason {\n  title\n  description\n  phase\n  startsAt\n  endsAt\n  supporterCount\n}\n\nfragment StandingCard_season on SupporterSeason {\n  id\n  supporterCount\n  ranks {\n    key\n  }\n  viewerStanding {\n    id\n    points\n    position\n    progress\n    pointsToNextRank\n    hiddenFromLeaderboard\n    rank {\n      key\n      name\n    }\n    nextRank {\n      key\n      name\n    }\n  }\n}\n\nfragment SupporterLeaderboard_season_3ASum4 on SupporterSeason {\n  leaderboard(first: $first) {\n    edges {\n      node {\n        id\n        position\n        points\n        anonymous\n        isViewer\n        rank {\n          name\n        }\n        user {\n          id\n          displayName\n          avatarUrl\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "74e9a2d7d90268e7d3250b1c1432120d";

export default node;
