/**
 * @generated SignedSource<<4883e33de2f90d6ec3987ca4c0a44ec3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TreasureMachinePageQuery$variables = {
  machineId: string;
};
export type TreasureMachinePageQuery$data = {
  readonly node: {
    readonly machine: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DrawPanel_machine" | "FairnessPanel_machine" | "MachineHero_machine" | "OddsTable_machine">;
    } | null | undefined;
  } | null | undefined;
};
export type TreasureMachinePageQuery = {
  response: TreasureMachinePageQuery$data;
  variables: TreasureMachinePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "machineId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "machineId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "probabilityText",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commitment",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TreasureMachinePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MachineHero_machine"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DrawPanel_machine"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "OddsTable_machine"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FairnessPanel_machine"
                }
              ],
              "type": "TreasureMachine",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "machine"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TreasureMachinePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              (v4/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "opensAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closesAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ticketPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lotteryKind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "singleCoinPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tenCoinPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paidCoinsOnly",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "boxRemaining",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pointsPerPaidPull",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachinePity",
                "kind": "LinkedField",
                "name": "pity",
                "plural": false,
                "selections": [
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
                    "concreteType": "TreasureMachineRank",
                    "kind": "LinkedField",
                    "name": "rank",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachineOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pulls",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "coinPrice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerRemaining",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachineViewerState",
                "kind": "LinkedField",
                "name": "viewerState",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pityCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pullsToPity",
                    "storageKey": null
                  },
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
                    "name": "ticketBalance",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "clientSeed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nonce",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachineRank",
                "kind": "LinkedField",
                "name": "ranks",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TreasureMachinePrize",
                    "kind": "LinkedField",
                    "name": "prizes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "remaining",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "stock",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerExpectedPulls",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerExpectedCoins",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerOwnedCount",
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
                "concreteType": "TreasureMachineSeed",
                "kind": "LinkedField",
                "name": "currentSeed",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachineSeed",
                "kind": "LinkedField",
                "name": "revealedSeeds",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serverSeed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revealedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "TreasureMachine",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bfa2a8a54d436eabd3d135df34bf2032",
    "id": null,
    "metadata": {},
    "name": "TreasureMachinePageQuery",
    "operationKind": "query",
    "text": "query TreasureMachinePageQuery(\n  $machineId: ID!\n) {\n  node(id: $machineId) {\n    __typename\n    ... on TreasureMachine {\n      id\n      ...MachineHero_machine\n      ...DrawPanel_machine\n      ...OddsTable_machine\n      ...FairnessPanel_machine\n    }\n    id\n  }\n}\n\nfragment DrawPanel_machine on TreasureMachine {\n  id\n  status\n  lotteryKind\n  singleCoinPrice\n  tenCoinPrice\n  paidCoinsOnly\n  ticketPrice\n  boxRemaining\n  pointsPerPaidPull\n  pity {\n    threshold\n    rank {\n      name\n      id\n    }\n  }\n  offers {\n    id\n    pulls\n    coinPrice\n    label\n    viewerRemaining\n  }\n  viewerState {\n    pityCount\n    pullsToPity\n    points\n    ticketBalance\n  }\n}\n\nfragment FairnessPanel_machine on TreasureMachine {\n  id\n  currentSeed {\n    commitment\n    id\n  }\n  revealedSeeds {\n    id\n    commitment\n    serverSeed\n    revealedAt\n  }\n  viewerState {\n    clientSeed\n    nonce\n  }\n}\n\nfragment MachineHero_machine on TreasureMachine {\n  name\n  description\n  imageUrl\n  status\n  opensAt\n  closesAt\n  ticketPrice\n}\n\nfragment OddsTable_machine on TreasureMachine {\n  lotteryKind\n  pity {\n    threshold\n    rank {\n      name\n      id\n    }\n  }\n  ranks {\n    id\n    code\n    name\n    probabilityText\n    prizes {\n      id\n      name\n      imageUrl\n      probabilityText\n      remaining\n      stock\n      viewerExpectedPulls\n      viewerExpectedCoins\n      viewerOwnedCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "454dbdb7d1787c54805e825a4840d86b";

export default node;
