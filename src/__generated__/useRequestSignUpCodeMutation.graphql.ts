/**
 * @generated SignedSource<<d606ec58be986e3901abb1835c070b47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RequestSignUpCodeInput = {
  authCodeId?: string | null | undefined;
  clientMutationId: string;
  email: string;
};
export type useRequestSignUpCodeMutation$variables = {
  input: RequestSignUpCodeInput;
};
export type useRequestSignUpCodeMutation$data = {
  readonly requestSignUpCode: {
    readonly __typename: string;
    readonly authCodeId?: string;
    readonly email?: string;
    readonly message?: string;
    readonly resendAvailableAt?: string;
    readonly retryAfterSeconds?: number | null | undefined;
    readonly waitSeconds?: number;
  };
};
export type useRequestSignUpCodeMutation = {
  response: useRequestSignUpCodeMutation$data;
  variables: useRequestSignUpCodeMutation$variables;
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
    "name": "requestSignUpCode",
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
            "name": "authCodeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resendAvailableAt",
            "storageKey": null
          }
        ],
        "type": "RequestSignUpCodePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "retryAfterSeconds",
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
            "alias": "waitSeconds",
            "args": null,
            "kind": "ScalarField",
            "name": "retryAfterSeconds",
            "storageKey": null
          }
        ],
        "type": "RateLimitedError",
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
    "name": "useRequestSignUpCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestSignUpCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "adb590f2e867d5aed8a14c937624fea8",
    "id": null,
    "metadata": {},
    "name": "useRequestSignUpCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestSignUpCodeMutation(\n  $input: RequestSignUpCodeInput!\n) {\n  requestSignUpCode(input: $input) {\n    __typename\n    ... on RequestSignUpCodePayload {\n      authCodeId\n      email\n      resendAvailableAt\n    }\n    ... on AuthenticationCodeError {\n      retryAfterSeconds\n    }\n    ... on RateLimitedError {\n      waitSeconds: retryAfterSeconds\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b1220f04bfb7c6f284be65cedfda1bd3";

export default node;
