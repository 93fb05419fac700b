/**
 * @generated SignedSource<<6cebdccc70e1678dbf7cec808587627d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LotteryKind = "PROBABILITY" | "STOCK";
export type VerifyPullPageQuery$variables = {
  pullId: string;
};
export type VerifyPullPageQuery$data = {
  readonly node: {
    readonly pull: {
      readonly boxPosition: number | null | undefined;
      readonly clientSeed: string;
      readonly draw: {
        readonly machine: {
          readonly lotteryKind: LotteryKind;
          readonly name: string;
          readonly pity: {
            readonly rank: {
              readonly id: string;
            };
            readonly threshold: number;
          } | null | undefined;
          readonly ranks: ReadonlyArray<{
            readonly id: string;
            readonly prizes: ReadonlyArray<{
              readonly id: string;
              readonly name: string;
              readonly stock: number | null | undefined;
              readonly weight: number;
            }>;
            readonly weight: number;
          }>;
        };
      };
      readonly id: string;
      readonly nonce: number;
      readonly pityCountBefore: number;
      readonly prize: {
        readonly id: string;
        readonly name: string;
        readonly rankCode: string;
      };
      readonly seed: {
        readonly commitment: string;
        readonly serverSeed: string | null | undefined;
      };
    } | null | undefined;
  } | null | undefined;
};
export type VerifyPullPageQuery = {
  response: VerifyPullPageQuery$data;
  variables: VerifyPullPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pullId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "pullId"
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
  "name": "nonce",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientSeed",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pityCountBefore",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boxPosition",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "TreasureMachinePrize",
  "kind": "LinkedField",
  "name": "prize",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rankCode",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commitment",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serverSeed",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lotteryKind",
  "storageKey": null
},
v12 = {
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
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weight",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "TreasureMachineRank",
  "kind": "LinkedField",
  "name": "ranks",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "TreasureMachinePrize",
      "kind": "LinkedField",
      "name": "prizes",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v7/*:: as any*/),
        (v13/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stock",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VerifyPullPageQuery",
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
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v8/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TreasureMachineSeed",
                  "kind": "LinkedField",
                  "name": "seed",
                  "plural": false,
                  "selections": [
                    (v9/*:: as any*/),
                    (v10/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TreasureDraw",
                  "kind": "LinkedField",
                  "name": "draw",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "TreasureMachine",
                      "kind": "LinkedField",
                      "name": "machine",
                      "plural": false,
                      "selections": [
                        (v7/*:: as any*/),
                        (v11/*:: as any*/),
                        (v12/*:: as any*/),
                        (v14/*:: as any*/)
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "type": "TreasurePull",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "pull"
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
    "name": "VerifyPullPageQuery",
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
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachineSeed",
                "kind": "LinkedField",
                "name": "seed",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureDraw",
                "kind": "LinkedField",
                "name": "draw",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TreasureMachine",
                    "kind": "LinkedField",
                    "name": "machine",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v14/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "TreasurePull",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ef76f05cdef47ecb31e82feaffffe4af",
    "id": null,
    "metadata": {},
    "name": "VerifyPullPageQuery",
    "operationKind": "query",
    "text": "query VerifyPullPageQuery(\n  $pullId: ID!\n) {\n  node(id: $pullId) {\n    __typename\n    ... on TreasurePull {\n      id\n      nonce\n      clientSeed\n      pityCountBefore\n      boxPosition\n      prize {\n        id\n        name\n        rankCode\n      }\n      seed {\n        commitment\n        serverSeed\n        id\n      }\n      draw {\n        machine {\n          name\n          lotteryKind\n          pity {\n            threshold\n            rank {\n              id\n            }\n          }\n          ranks {\n            id\n            weight\n            prizes {\n              id\n              name\n              weight\n              stock\n            }\n          }\n          id\n        }\n        id\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "cc66ef947146ed7ebcab774de4afc6fc";

export default node;
