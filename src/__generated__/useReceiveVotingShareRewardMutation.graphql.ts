/**
 * @generated SignedSource<<dd934125a631ab6c8cde9c1788f0c88f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReceiveVotingShareRewardInput = {
  clientMutationId: string;
  eventId: string;
};
export type useReceiveVotingShareRewardMutation$variables = {
  input: ReceiveVotingShareRewardInput;
};
export type useReceiveVotingShareRewardMutation$data = {
  readonly receiveVotingShareReward: {
    readonly __typename: string;
    readonly event?: {
      readonly id: string;
      readonly viewerReceivedShareReward: boolean;
    };
    readonly message?: string;
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"CoinBalanceChip_viewer">;
    };
  };
};
export type useReceiveVotingShareRewardMutation = {
  response: useReceiveVotingShareRewardMutation$data;
  variables: useReceiveVotingShareRewardMutation$variables;
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
  "concreteType": "VotingEvent",
  "kind": "LinkedField",
  "name": "event",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerReceivedShareReward",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
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
    "name": "useReceiveVotingShareRewardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "receiveVotingShareReward",
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
              (v3/*:: as any*/)
            ],
            "type": "ReceiveVotingShareRewardPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
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
    "name": "useReceiveVotingShareRewardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "receiveVotingShareReward",
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
              (v3/*:: as any*/)
            ],
            "type": "ReceiveVotingShareRewardPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9f5862c02b9e8bf21a5ce6446775604c",
    "id": null,
    "metadata": {},
    "name": "useReceiveVotingShareRewardMutation",
    "operationKind": "mutation",
    "text": "mutation useReceiveVotingShareRewardMutation(\n  $input: ReceiveVotingShareRewardInput!\n) {\n  receiveVotingShareReward(input: $input) {\n    __typename\n    ... on ReceiveVotingShareRewardPayload {\n      viewer {\n        ...CoinBalanceChip_viewer\n      }\n      event {\n        id\n        viewerReceivedShareReward\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment CoinBalanceChip_viewer on Viewer {\n  coinBalance {\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "5cc221a9de1ab3a70156b269929bc19b";

export default node;
