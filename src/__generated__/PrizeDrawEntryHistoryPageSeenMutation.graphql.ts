/**
 * @generated SignedSource<<31aa726ee2dfbad47c1326a8fc2f0460>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkPrizeDrawResultSeenInput = {
  clientMutationId: string;
  entryId: string;
};
export type PrizeDrawEntryHistoryPageSeenMutation$variables = {
  input: MarkPrizeDrawResultSeenInput;
};
export type PrizeDrawEntryHistoryPageSeenMutation$data = {
  readonly markPrizeDrawResultSeen: {
    readonly __typename: "MarkPrizeDrawResultSeenPayload";
    readonly entry: {
      readonly id: string;
      readonly resultSeen: boolean;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type PrizeDrawEntryHistoryPageSeenMutation = {
  response: PrizeDrawEntryHistoryPageSeenMutation$data;
  variables: PrizeDrawEntryHistoryPageSeenMutation$variables;
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
    "name": "markPrizeDrawResultSeen",
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
            "concreteType": "PrizeDrawEntry",
            "kind": "LinkedField",
            "name": "entry",
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
                "name": "resultSeen",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MarkPrizeDrawResultSeenPayload",
        "abstractKey": null
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
    "name": "PrizeDrawEntryHistoryPageSeenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PrizeDrawEntryHistoryPageSeenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b95c1be9e8f8208b34ec106b115656b",
    "id": null,
    "metadata": {},
    "name": "PrizeDrawEntryHistoryPageSeenMutation",
    "operationKind": "mutation",
    "text": "mutation PrizeDrawEntryHistoryPageSeenMutation(\n  $input: MarkPrizeDrawResultSeenInput!\n) {\n  markPrizeDrawResultSeen(input: $input) {\n    __typename\n    ... on MarkPrizeDrawResultSeenPayload {\n      entry {\n        id\n        resultSeen\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "29f20876fb44d4d69bd5cf5bd2b69ba7";

export default node;
