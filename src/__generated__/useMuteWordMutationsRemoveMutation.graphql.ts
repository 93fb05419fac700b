/**
 * @generated SignedSource<<3d38f6153967e58ab1fea06610f622f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveMuteWordInput = {
  clientMutationId: string;
  muteWordId: string;
};
export type useMuteWordMutationsRemoveMutation$variables = {
  input: RemoveMuteWordInput;
};
export type useMuteWordMutationsRemoveMutation$data = {
  readonly removeMuteWord: {
    readonly __typename: string;
    readonly message?: string;
    readonly muteWordId?: string;
  };
};
export type useMuteWordMutationsRemoveMutation = {
  response: useMuteWordMutationsRemoveMutation$data;
  variables: useMuteWordMutationsRemoveMutation$variables;
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
    "name": "removeMuteWord",
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
            "kind": "ScalarField",
            "name": "muteWordId",
            "storageKey": null
          }
        ],
        "type": "RemoveMuteWordPayload",
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
    "name": "useMuteWordMutationsRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMuteWordMutationsRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "08ec53a29aaf4e484f3edacd6a76cd42",
    "id": null,
    "metadata": {},
    "name": "useMuteWordMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useMuteWordMutationsRemoveMutation(\n  $input: RemoveMuteWordInput!\n) {\n  removeMuteWord(input: $input) {\n    __typename\n    ... on RemoveMuteWordPayload {\n      muteWordId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "648c2c56724a248bfb20274942fbd55b";

export default node;
