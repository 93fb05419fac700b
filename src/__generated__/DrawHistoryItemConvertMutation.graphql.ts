/**
 * @generated SignedSource<<cdb4840790fc45e8463265776d3bcf30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConvertTreasurePullToPointsInput = {
  clientMutationId: string;
  pullId: string;
};
export type DrawHistoryItemConvertMutation$variables = {
  input: ConvertTreasurePullToPointsInput;
};
export type DrawHistoryItemConvertMutation$data = {
  readonly convertTreasurePullToPoints: {
    readonly __typename: string;
    readonly machine?: {
      readonly viewerState: {
        readonly points: number;
      } | null | undefined;
    };
    readonly message?: string;
    readonly pull?: {
      readonly convertedToPoints: boolean;
      readonly id: string;
    };
  };
};
export type DrawHistoryItemConvertMutation = {
  response: DrawHistoryItemConvertMutation$data;
  variables: DrawHistoryItemConvertMutation$variables;
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
  "concreteType": "TreasurePull",
  "kind": "LinkedField",
  "name": "pull",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "convertedToPoints",
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
    "name": "DrawHistoryItemConvertMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "convertTreasurePullToPoints",
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
            "type": "ConvertTreasurePullToPointsPayload",
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
    "name": "DrawHistoryItemConvertMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "convertTreasurePullToPoints",
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
            "type": "ConvertTreasurePullToPointsPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "066143f5b6de8a8c366c665567a6219b",
    "id": null,
    "metadata": {},
    "name": "DrawHistoryItemConvertMutation",
    "operationKind": "mutation",
    "text": "mutation DrawHistoryItemConvertMutation(\n  $input: ConvertTreasurePullToPointsInput!\n) {\n  convertTreasurePullToPoints(input: $input) {\n    __typename\n    ... on ConvertTreasurePullToPointsPayload {\n      pull {\n        id\n        convertedToPoints\n      }\n      machine {\n        viewerState {\n          points\n        }\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "faf7b61eab9cfe6ed292a8dc840db1c0";

export default node;
