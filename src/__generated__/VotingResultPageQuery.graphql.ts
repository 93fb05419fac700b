/**
 * @generated SignedSource<<ce425dba789e00d9dafc8509b68ef405>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VotingResultPageQuery$variables = {
  identifier: string;
};
export type VotingResultPageQuery$data = {
  readonly votingEvent: {
    readonly candidates: ReadonlyArray<{
      readonly id: string;
      readonly imageUrl: string | null | undefined;
      readonly name: string;
      readonly voteCount: number | null | undefined;
    }>;
    readonly countsVisible: boolean;
    readonly identifier: string;
    readonly title: string;
  } | null | undefined;
};
export type VotingResultPageQuery = {
  response: VotingResultPageQuery$data;
  variables: VotingResultPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "identifier"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "identifier",
    "variableName": "identifier"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "identifier",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "countsVisible",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "orderBy",
      "value": "VOTES"
    }
  ],
  "concreteType": "VotingCandidate",
  "kind": "LinkedField",
  "name": "candidates",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
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
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "voteCount",
      "storageKey": null
    }
  ],
  "storageKey": "candidates(orderBy:\"VOTES\")"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VotingResultPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "VotingEvent",
        "kind": "LinkedField",
        "name": "votingEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/)
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
    "name": "VotingResultPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "VotingEvent",
        "kind": "LinkedField",
        "name": "votingEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c770ea053a9115fc6f00cd1eca9479ab",
    "id": null,
    "metadata": {},
    "name": "VotingResultPageQuery",
    "operationKind": "query",
    "text": "query VotingResultPageQuery(\n  $identifier: String!\n) {\n  votingEvent(identifier: $identifier) {\n    identifier\n    title\n    countsVisible\n    candidates(orderBy: VOTES) {\n      id\n      name\n      imageUrl\n      voteCount\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3af11b980c4f03d9bf531877bfd54a8";

export default node;
