/**
 * @generated SignedSource<<a0e428dfc4c3d5923a4ddd529bdbb91d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuthenticationCodeProblem = "EXPIRED" | "NOT_CONFIRMED" | "RESEND_COOLDOWN" | "TOO_MANY_ATTEMPTS" | "WRONG";
export type ConfirmSignUpCodeInput = {
  authCodeId: string;
  clientMutationId: string;
  code: string;
};
export type useConfirmSignUpCodeMutation$variables = {
  input: ConfirmSignUpCodeInput;
};
export type useConfirmSignUpCodeMutation$data = {
  readonly confirmSignUpCode: {
    readonly __typename: string;
    readonly authenticationCodeProblem?: AuthenticationCodeProblem;
    readonly message?: string;
  };
};
export type useConfirmSignUpCodeMutation = {
  response: useConfirmSignUpCodeMutation$data;
  variables: useConfirmSignUpCodeMutation$variables;
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
    "name": "confirmSignUpCode",
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
            "name": "authenticationCodeProblem",
            "storageKey": null
          }
        ],
        "type": "AuthenticationCodeError",
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
    "name": "useConfirmSignUpCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmSignUpCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "89e45b65545292ce37263c91c6191748",
    "id": null,
    "metadata": {},
    "name": "useConfirmSignUpCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useConfirmSignUpCodeMutation(\n  $input: ConfirmSignUpCodeInput!\n) {\n  confirmSignUpCode(input: $input) {\n    __typename\n    ... on AuthenticationCodeError {\n      authenticationCodeProblem\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "11dcf42f016b4462b76f206f2849825d";

export default node;
