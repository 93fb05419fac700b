/**
 * @generated SignedSource<<a30cb3691214dad43eeac05635e15d9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteAccountInput = {
  clientMutationId: string;
  confirmed: boolean;
};
export type useDeleteAccountMutation$variables = {
  input: DeleteAccountInput;
};
export type useDeleteAccountMutation$data = {
  readonly deleteAccount: {
    readonly __typename: string;
    readonly message?: string;
    readonly signInAccountDeleted?: boolean;
  };
};
export type useDeleteAccountMutation = {
  response: useDeleteAccountMutation$data;
  variables: useDeleteAccountMutation$variables;
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
    "name": "deleteAccount",
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
            "name": "signInAccountDeleted",
            "storageKey": null
          }
        ],
        "type": "DeleteAccountPayload",
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
    "name": "useDeleteAccountMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteAccountMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "50560e09f8a4eca432d50a2030997f3b",
    "id": null,
    "metadata": {},
    "name": "useDeleteAccountMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteAccountMutation(\n  $input: DeleteAccountInput!\n) {\n  deleteAccount(input: $input) {\n    __typename\n    ... on DeleteAccountPayload {\n      signInAccountDeleted\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "be1848bc2b2e40c2476250fc4ff0145c";

export default node;
