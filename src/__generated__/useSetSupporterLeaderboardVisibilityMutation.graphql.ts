/**
 * @generated SignedSource<<3fbce281c7c130d60e3a65b544352d37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetSupporterLeaderboardVisibilityInput = {
  clientMutationId: string;
  hidden: boolean;
  seasonId: string;
};
export type useSetSupporterLeaderboardVisibilityMutation$variables = {
  input: SetSupporterLeaderboardVisibilityInput;
};
export type useSetSupporterLeaderboardVisibilityMutation$data = {
  readonly setSupporterLeaderboardVisibility: {
    readonly __typename: string;
    readonly message?: string;
    readonly season?: {
      readonly id: string;
      readonly leaderboard: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly anonymous: boolean;
            readonly id: string;
            readonly isViewer: boolean;
            readonly user: {
              readonly avatarUrl: string | null | undefined;
              readonly displayName: string;
              readonly id: string;
            } | null | undefined;
          };
        }>;
      };
      readonly viewerStanding: {
        readonly hiddenFromLeaderboard: boolean;
        readonly id: string;
      };
    };
  };
};
export type useSetSupporterLeaderboardVisibilityMutation = {
  response: useSetSupporterLeaderboardVisibilityMutation$data;
  variables: useSetSupporterLeaderboardVisibilityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setSupporterLeaderboardVisibility",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SupporterSeason",
            "kind": "LinkedField",
            "name": "season",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SupporterStanding",
                "kind": "LinkedField",
                "name": "viewerStanding",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hiddenFromLeaderboard",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 100
                  }
                ],
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
                          (v1/*:: as any*/),
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
                            "kind": "ScalarField",
                            "name": "anonymous",
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
                              (v1/*:: as any*/),
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
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "leaderboard(first:100)"
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetSupporterLeaderboardVisibilityPayload",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetSupporterLeaderboardVisibilityMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetSupporterLeaderboardVisibilityMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "80fc61548aa9de0993ecb72847f41a1f",
    "id": null,
    "metadata": {},
    "name": "useSetSupporterLeaderboardVisibilityMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSupporterLeaderboardVisibilityMutation(\n  $input: SetSupporterLeaderboardVisibilityInput!\n) {\n  setSupporterLeaderboardVisibility(input: $input) {\n    __typename\n    ... on SetSupporterLeaderboardVisibilityPayload {\n      season {\n        id\n        viewerStanding {\n          id\n          hiddenFromLeaderboard\n        }\n        leaderboard(first: 100) {\n          edges {\n            node {\n              id\n              isViewer\n              anonymous\n              user {\n                id\n                displayName\n                avatarUrl\n              }\n            }\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5d18c54784ee62f1ce750b99aae2346";

export default node;
