/**
 * @generated SignedSource<<d0acf8e67f331341fbd8f9820cc9cfc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VotingSharePageQuery$variables = {
  identifier: string;
};
export type VotingSharePageQuery$data = {
  readonly votingEvent: {
    readonly id: string;
    readonly identifier: string;
    readonly shareRewardCoins: number;
    readonly title: string;
    readonly viewerReceivedShareReward: boolean;
  } | null | undefined;
};
export type VotingSharePageQuery = {
  response: VotingSharePageQuery$data;
  variables: VotingSharePageQuery$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "identifier",
        "variableName": "identifier"
      }
    ],
    "concreteType": "VotingEvent",
    "kind": "LinkedField",
    "name": "votingEvent",
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
        "name": "identifier",
        "storageKey": null
      },
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
        "name": "shareRewardCoins",
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VotingSharePageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VotingSharePageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f515337a0e01939eeba88f6a8edd9d1e",
    "id": null,
    "metadata": {},
    "name": "VotingSharePageQuery",
    "operationKind": "query",
    "text": "query VotingSharePageQuery(\n  $identifier: String!\n) {\n  votingEvent(identifier: $identifier) {\n    id\n    identifier\n    title\n    shareRewardCoins\n    viewerReceivedShareReward\n  }\n}\n"
  }
};
})();

(node as any).hash = "963f51b707db74832b69db21624e7921";

export default node;
