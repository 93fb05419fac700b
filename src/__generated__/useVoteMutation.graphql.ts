/**
 * @generated SignedSource<<5cbb9187d99d777efd8fba3b52bd8d97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoteInput = {
  candidateId: string;
  clientMutationId: string;
  payWithCoins?: boolean | null | undefined;
};
export type useVoteMutation$variables = {
  input: VoteInput;
};
export type useVoteMutation$data = {
  readonly vote: {
    readonly __typename: string;
    readonly candidate?: {
      readonly " $fragmentSpreads": FragmentRefs<"CandidateCard_candidate">;
    };
    readonly event?: {
      readonly id: string;
      readonly viewerFreeVotesLeft: number;
    };
    readonly message?: string;
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"CoinBalanceChip_viewer">;
    };
  };
};
export type useVoteMutation = {
  response: useVoteMutation$data;
  variables: useVoteMutation$variables;
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
  "concreteType": "VotingEvent",
  "kind": "LinkedField",
  "name": "event",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerFreeVotesLeft",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
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
    "name": "useVoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "vote",
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
                "concreteType": "VotingCandidate",
                "kind": "LinkedField",
                "name": "candidate",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CandidateCard_candidate"
                  }
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "type": "VotePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "useVoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "vote",
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
                "concreteType": "VotingCandidate",
                "kind": "LinkedField",
                "name": "candidate",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
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
                    "name": "imageUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "voteCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerVoteCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "type": "VotePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b41a64d8211c424460e7bf106a5f84db",
    "id": null,
    "metadata": {},
    "name": "useVoteMutation",
    "operationKind": "mutation",
    "text": "mutation useVoteMutation(\n  $input: VoteInput!\n) {\n  vote(input: $input) {\n    __typename\n    ... on VotePayload {\n      viewer {\n        ...CoinBalanceChip_viewer\n      }\n      candidate {\n        ...CandidateCard_candidate\n        id\n      }\n      event {\n        id\n        viewerFreeVotesLeft\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment CandidateCard_candidate on VotingCandidate {\n  id\n  name\n  description\n  imageUrl\n  voteCount\n  viewerVoteCount\n}\n\nfragment CoinBalanceChip_viewer on Viewer {\n  coinBalance {\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2e1e2705a56f152aed6b184bccbd9b7";

export default node;
