/**
 * @generated SignedSource<<da71a57c792a88e2c7271dabbe0b4356>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimStepMissionRewardInput = {
  clientMutationId: string;
  stepId: string;
};
export type useClaimStepMissionRewardMutation$variables = {
  input: ClaimStepMissionRewardInput;
};
export type useClaimStepMissionRewardMutation$data = {
  readonly claimStepMissionReward: {
    readonly __typename: string;
    readonly message?: string;
    readonly track?: {
      readonly " $fragmentSpreads": FragmentRefs<"StepTrack_track">;
    };
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"CoinBalanceChip_viewer">;
    };
  };
};
export type useClaimStepMissionRewardMutation = {
  response: useClaimStepMissionRewardMutation$data;
  variables: useClaimStepMissionRewardMutation$variables;
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
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useClaimStepMissionRewardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "claimStepMissionReward",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CoinBalanceChip_viewer"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StepMissionTrack",
                "kind": "LinkedField",
                "name": "track",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "StepTrack_track"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ClaimStepMissionRewardPayload",
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
    "name": "useClaimStepMissionRewardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "claimStepMissionReward",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
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
                    "concreteType": "CoinBalance",
                    "kind": "LinkedField",
                    "name": "coinBalance",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "total",
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
                "concreteType": "StepMissionTrack",
                "kind": "LinkedField",
                "name": "track",
                "plural": false,
                "selections": [
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
                    "concreteType": "StepMissionStep",
                    "kind": "LinkedField",
                    "name": "steps",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
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
                        "name": "requiredPoints",
                        "storageKey": null
                      },
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
                            "selections": (v5/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "CollectableCard",
                            "kind": "LinkedField",
                            "name": "card",
                            "plural": false,
                            "selections": (v5/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ClaimStepMissionRewardPayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "427ef5ff6d46f293a354e23cc58acca2",
    "id": null,
    "metadata": {},
    "name": "useClaimStepMissionRewardMutation",
    "operationKind": "mutation",
    "text": "mutation useClaimStepMissionRewardMutation(\n  $input: ClaimStepMissionRewardInput!\n) {\n  claimStepMissionReward(input: $input) {\n    __typename\n    ... on ClaimStepMissionRewardPayload {\n      viewer {\n        ...CoinBalanceChip_viewer\n      }\n      track {\n        ...StepTrack_track\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment CoinBalanceChip_viewer on Viewer {\n  coinBalance {\n    total\n  }\n}\n\nfragment RewardList_rewards on Reward {\n  kind\n  amount\n  badge {\n    name\n    id\n  }\n  card {\n    name\n    id\n  }\n}\n\nfragment StepTrack_track on StepMissionTrack {\n  points\n  steps {\n    id\n    title\n    requiredPoints\n    status\n    rewards {\n      ...RewardList_rewards\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d744c9157356480314c25f638937838";

export default node;
