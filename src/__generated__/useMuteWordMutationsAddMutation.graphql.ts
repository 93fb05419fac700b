/**
 * @generated SignedSource<<2bf3ea4f2538becf1cf4b6b11edef0a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddMuteWordInput = {
  clientMutationId: string;
  word: string;
};
export type useMuteWordMutationsAddMutation$variables = {
  input: AddMuteWordInput;
};
export type useMuteWordMutationsAddMutation$data = {
  readonly addMuteWord: {
    readonly __typename: string;
    readonly message?: string;
    readonly muteWord?: {
      readonly createdAt: string;
      readonly id: string;
      readonly word: string;
    };
  };
};
export type useMuteWordMutationsAddMutation = {
  response: useMuteWordMutationsAddMutation$data;
  variables: useMuteWordMutationsAddMutation$variables;
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
    "name": "addMuteWord",
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
            "concreteType": "MuteWord",
            "kind": "LinkedField",
            "name": "muteWord",
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
                "name": "word",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AddMuteWordPayload",
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
    "name": "useMuteWordMutationsAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMuteWordMutationsAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ad93a306232c0e05b761c2722cd990b0",
    "id": null,
    "metadata": {},
    "name": "useMuteWordMutationsAddMutation",
    "operationKind": "mutation",
    "text": "mutation useMuteWordMutationsAddMutation(\n  $input: AddMuteWordInput!\n) {\n  addMuteWord(input: $input) {\n    __typename\n    ... on AddMuteWordPayload {\n      muteWord {\n        id\n        word\n        createdAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1945661305a6543087563842df5907c7";

export default node;
