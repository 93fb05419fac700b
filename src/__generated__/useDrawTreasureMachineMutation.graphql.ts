/**
 * @generated SignedSource<<a68819a15f662c4ea5bdaaedb7ec3a82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrawPayment = "COINS" | "TICKETS";
export type DrawTreasureMachineInput = {
  clientMutationId: string;
  machineId: string;
  offerId?: string | null | undefined;
  payment: DrawPayment;
  pulls: number;
};
export type useDrawTreasureMachineMutation$variables = {
  input: DrawTreasureMachineInput;
};
export type useDrawTreasureMachineMutation$data = {
  readonly drawTreasureMachine: {
    readonly __typename: string;
    readonly draw?: {
      readonly " $fragmentSpreads": FragmentRefs<"DrawResultsModal_draw">;
    };
    readonly machine?: {
      readonly " $fragmentSpreads": FragmentRefs<"DrawPanel_machine" | "OddsTable_machine">;
    };
    readonly message?: string;
  };
};
export type useDrawTreasureMachineMutation = {
  response: useDrawTreasureMachineMutation$data;
  variables: useDrawTreasureMachineMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "probabilityText",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDrawTreasureMachineMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "drawTreasureMachine",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureDraw",
                "kind": "LinkedField",
                "name": "draw",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DrawResultsModal_draw"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachine",
                "kind": "LinkedField",
                "name": "machine",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DrawPanel_machine"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OddsTable_machine"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DrawTreasureMachinePayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDrawTreasureMachineMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "drawTreasureMachine",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureDraw",
                "kind": "LinkedField",
                "name": "draw",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TreasurePull",
                    "kind": "LinkedField",
                    "name": "pulls",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isPity",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isDuplicate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TreasureMachinePrize",
                        "kind": "LinkedField",
                        "name": "prize",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "rankCode",
                            "storageKey": null
                          },
                          (v4/*:: as any*/)
                        ],
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
                "concreteType": "TreasureMachine",
                "kind": "LinkedField",
                "name": "machine",
                "plural": false,
                "selections": [
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
                    "name": "ticketPrice",
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
                          (v5/*:: as any*/),
                          (v4/*:: as any*/)
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
                      (v4/*:: as any*/),
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
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "code",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TreasureMachinePrize",
                        "kind": "LinkedField",
                        "name": "prizes",
                        "plural": true,
                        "selections": [
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DrawTreasureMachinePayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f1fa31827e7126b73a89b516f0e2a79c",
    "id": null,
    "metadata": {},
    "name": "useDrawTreasureMachineMutation",
    "operationKind": "mutation",
    "text": "mutation useDrawTreasureMachineMutation(\n  $input: DrawTreasureMachineInput!\n) {\n  drawTreasureMachine(input: $input) {\n    __typename\n    ... on DrawTreasureMachinePayload {\n      draw {\n        ...DrawResultsModal_draw\n        id\n      }\n      machine {\n        ...DrawPanel_machine\n        ...OddsTable_machine\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment DrawPanel_machine on TreasureMachine {\n  id\n  status\n  lotteryKind\n  singleCoinPrice\n  tenCoinPrice\n  paidCoinsOnly\n  ticketPrice\n  boxRemaining\n  pointsPerPaidPull\n  pity {\n    threshold\n    rank {\n      name\n      id\n    }\n  }\n  offers {\n    id\n    pulls\n    coinPrice\n    label\n    viewerRemaining\n  }\n  viewerState {\n    pityCount\n    pullsToPity\n    points\n    ticketBalance\n  }\n}\n\nfragment DrawResultsModal_draw on TreasureDraw {\n  id\n  pulls {\n    id\n    isPity\n    isDuplicate\n    prize {\n      name\n      imageUrl\n      rankCode\n      id\n    }\n  }\n}\n\nfragment OddsTable_machine on TreasureMachine {\n  lotteryKind\n  pity {\n    threshold\n    rank {\n      name\n      id\n    }\n  }\n  ranks {\n    id\n    code\n    name\n    probabilityText\n    prizes {\n      id\n      name\n      imageUrl\n      probabilityText\n      remaining\n      stock\n      viewerExpectedPulls\n      viewerExpectedCoins\n      viewerOwnedCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "082cdc71733c3fb9269c938e9ddcb34d";

export default node;
