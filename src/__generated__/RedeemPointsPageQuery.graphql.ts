/**
 * @generated SignedSource<<17abdcb9abdb0c013819ed64452b28aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RedeemPointsPageQuery$variables = {
  machineId: string;
};
export type RedeemPointsPageQuery$data = {
  readonly node: {
    readonly machine: {
      readonly id: string;
      readonly name: string;
      readonly ranks: ReadonlyArray<{
        readonly prizes: ReadonlyArray<{
          readonly id: string;
          readonly imageUrl: string;
          readonly name: string;
          readonly rankCode: string;
          readonly redeemPoints: number | null | undefined;
        }>;
      }>;
      readonly viewerState: {
        readonly points: number;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type RedeemPointsPageQuery = {
  response: RedeemPointsPageQuery$data;
  variables: RedeemPointsPageQuery$variables;
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
  "concreteType": "TreasureMachineViewerState",
  "kind": "LinkedField",
  "name": "viewerState",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "points",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "TreasureMachinePrize",
  "kind": "LinkedField",
  "name": "prizes",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rankCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "redeemPoints",
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
    "name": "RedeemPointsPageQuery",
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
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TreasureMachineRank",
                  "kind": "LinkedField",
                  "name": "ranks",
                  "plural": true,
                  "selections": [
                    (v5/*:: as any*/)
                  ],
                  "storageKey": null
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
    "name": "RedeemPointsPageQuery",
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
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachineRank",
                "kind": "LinkedField",
                "name": "ranks",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v2/*:: as any*/)
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
    "cacheID": "4765173faa59d22040d5e35dafaa9ce2",
    "id": null,
    "metadata": {},
    "name": "RedeemPointsPageQuery",
    "operationKind": "query",
    "text": "query RedeemPointsPageQuery(\n  $machineId: ID!\n) {\n  node(id: $machineId) {\n    __typename\n    ... on TreasureMachine {\n      id\n      name\n      viewerState {\n        points\n      }\n      ranks {\n        prizes {\n          id\n          name\n          imageUrl\n          rankCode\n          redeemPoints\n        }\n        id\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc5a37d52b7a1e2d728eb913ad38a5c6";

export default node;
