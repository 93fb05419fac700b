/**
 * @generated SignedSource<<aac552a9b9c3f021c6305d87b6b0b612>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DenyOAuthAuthorizationInput = {
  uid: string;
};
export type useAnswerOAuthAuthorizationMutationDenyMutation$variables = {
  input: DenyOAuthAuthorizationInput;
};
export type useAnswerOAuthAuthorizationMutationDenyMutation$data = {
  readonly denyOAuthAuthorization: {
    readonly __typename: string;
    readonly message?: string;
    readonly redirectUrl?: string;
  };
};
export type useAnswerOAuthAuthorizationMutationDenyMutation = {
  response: useAnswerOAuthAuthorizationMutationDenyMutation$data;
  variables: useAnswerOAuthAuthorizationMutationDenyMutation$variables;
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
    "name": "denyOAuthAuthorization",
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
            "name": "redirectUrl",
            "storageKey": null
          }
        ],
        "type": "OAuthAuthorizationAnsweredPayload",
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
    "name": "useAnswerOAuthAuthorizationMutationDenyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnswerOAuthAuthorizationMutationDenyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "47c088b5a419d9ab479512f389e5d69a",
    "id": null,
    "metadata": {},
    "name": "useAnswerOAuthAuthorizationMutationDenyMutation",
    "operationKind": "mutation",
    "text": "mutation useAnswerOAuthAuthorizationMutationDenyMutation(\n  $input: DenyOAuthAuthorizationInput!\n) {\n  denyOAuthAuthorization(input: $input) {\n    __typename\n    ... on OAuthAuthorizationAnsweredPayload {\n      redirectUrl\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bdf246de6f4f498f60aa5910409f6d2f";

export default node;
