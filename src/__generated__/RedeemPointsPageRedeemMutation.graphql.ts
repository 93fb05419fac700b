/**
 * @generated SignedSource<<cf751587fc0be82118aad2aacd3a9815>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RedeemGachaPointsInput = {
  clientMutationId: string;
  prizeId: string;
};
export type RedeemPointsPageRedeemMutation$variables = {
  input: RedeemGachaPointsInput;
};
export type RedeemPointsPageRedeemMutation$data = {
  readonly redeemGachaPoints: {
    readonly __typename: string;
    readonly machine?: {
      readonly viewerState: {
        readonly points: number;
      } | null | undefined;
    };
    readonly message?: string;
    readonly prize?: {
      readonly id: string;
      readonly viewerOwnedCount: number;
    };
  };
};
export type RedeemPointsPageRedeemMutation = {
  response: RedeemPointsPageRedeemMutation$data;
  variables: RedeemPointsPageRedeemMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "TreasureMachinePrize",
  "kind": "LinkedField",
  "name": "prize",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerOwnedCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
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
v6 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RedeemPointsPageRedeemMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "redeemGachaPoints",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachine",
                "kind": "LinkedField",
                "name": "machine",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "RedeemGachaPointsPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
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
    "name": "RedeemPointsPageRedeemMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "redeemGachaPoints",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachine",
                "kind": "LinkedField",
                "name": "machine",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "RedeemGachaPointsPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3464fe81a34c9672eb60bf8e4919b18e",
    "id": null,
    "metadata": {},
    "name": "RedeemPointsPageRedeemMutation",
    "operationKind": "mutation",
    "text": "mutation RedeemPointsPageRedeemMutation(\n  $input: RedeemGachaPointsInput!\n) {\n  redeemGachaPoints(input: $input) {\n    __typename\n    ... on RedeemGachaPointsPayload {\n      prize {\n        id\n        viewerOwnedCount\n      }\n      machine {\n        viewerState {\n          points\n        }\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d246fb7761032d2aaa12b2c664c9127f";

export default node;
