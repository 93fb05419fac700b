/**
 * @generated SignedSource<<a1bef2e11c297f88ac74c188ef92d4e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VerifySignUpEmailInput = {
  authCodeId: string;
  clientMutationId: string;
};
export type useVerifySignUpEmailMutation$variables = {
  input: VerifySignUpEmailInput;
};
export type useVerifySignUpEmailMutation$data = {
  readonly verifySignUpEmail: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useVerifySignUpEmailMutation = {
  response: useVerifySignUpEmailMutation$data;
  variables: useVerifySignUpEmailMutation$variables;
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
    "name": "verifySignUpEmail",
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
    "name": "useVerifySignUpEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifySignUpEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1efb9bcba5cd3abba81756c3229f690f",
    "id": null,
    "metadata": {},
    "name": "useVerifySignUpEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifySignUpEmailMutation(\n  $input: VerifySignUpEmailInput!\n) {\n  verifySignUpEmail(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "efec0dc0ebaff7c745af08f47b1f46cd";

export default node;
