/**
 * @generated SignedSource<<a5c39545f5a22e0c4c9a134a8b12f513>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MissionProgressLiveTestQuery$variables = Record<PropertyKey, never>;
export type MissionProgressLiveTestQuery$data = {
  readonly missions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"MissionCard_mission">;
      };
    }>;
  };
};
export type MissionProgressLiveTestQuery = {
  response: MissionProgressLiveTestQuery$data;
  variables: MissionProgressLiveTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v1/*:: as any*/)
],
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MissionProgressLiveTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "MissionConnection",
        "kind": "LinkedField",
        "name": "missions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MissionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Mission",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MissionCard_mission"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "missions(first:1)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MissionProgressLiveTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "MissionConnection",
        "kind": "LinkedField",
        "name": "missions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MissionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Mission",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                        "selections": (v2/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CollectableCard",
                        "kind": "LinkedField",
                        "name": "card",
                        "plural": false,
                        "selections": (v2/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "missions(first:1)"
      }
    ]
  },
  "params": {
    "cacheID": "02287820137399f047f84fc43e2a61ca",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "missions": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "MissionConnection"
        },
        "missions.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "MissionEdge"
        },
        "missions.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Mission"
        },
        "missions.edges.node.claimable": (v3/*:: as any*/),
        "missions.edges.node.claimed": (v3/*:: as any*/),
        "missions.edges.node.description": (v4/*:: as any*/),
        "missions.edges.node.id": (v5/*:: as any*/),
        "missions.edges.node.progress": (v6/*:: as any*/),
        "missions.edges.node.resetsAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "missions.edges.node.rewards": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Reward"
        },
        "missions.edges.node.rewards.amount": (v6/*:: as any*/),
        "missions.edges.node.rewards.badge": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Badge"
        },
        "missions.edges.node.rewards.badge.id": (v5/*:: as any*/),
        "missions.edges.node.rewards.badge.name": (v4/*:: as any*/),
        "missions.edges.node.rewards.card": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CollectableCard"
        },
        "missions.edges.node.rewards.card.id": (v5/*:: as any*/),
        "missions.edges.node.rewards.card.name": (v4/*:: as any*/),
        "missions.edges.node.rewards.kind": {
          "enumValues": [
            "COIN",
            "COLLECTABLE_CARD",
            "GAME_CARD_LEVEL_UP_ITEM",
            "NFT",
            "PROFILE_BADGE",
            "STEP_MISSION_POINT",
            "TREASURE_MACHINE_TICKET"
          ],
          "nullable": false,
          "plural": false,
          "type": "RewardKind"
        },
        "missions.edges.node.targetCount": (v6/*:: as any*/),
        "missions.edges.node.title": (v4/*:: as any*/)
      }
    },
    "name": "MissionProgressLiveTestQuery",
    "operationKind": "query",
    "text": "query MissionProgressLiveTestQuery {\n  missions(first: 1) {\n    edges {\n      node {\n        ...MissionCard_mission\n        id\n      }\n    }\n  }\n}\n\nfragment MissionCard_mission on Mission {\n  id\n  title\n  description\n  progress\n  targetCount\n  claimed\n  claimable\n  resetsAt\n  rewards {\n    ...RewardList_rewards\n  }\n}\n\nfragment RewardList_rewards on Reward {\n  kind\n  amount\n  badge {\n    name\n    id\n  }\n  card {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "45d6dadc4ef42a65cf7681683012274d";

export default node;
