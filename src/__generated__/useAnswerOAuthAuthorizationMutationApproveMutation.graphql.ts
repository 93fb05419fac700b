/**
 * @generated SignedSource<<45ddde4440a14d398010d33f1e54b1f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApproveOAuthAuthorizationInput = {
  uid: string;
};
export type useAnswerOAuthAuthorizationMutationApproveMutation$variables = {
  input: ApproveOAuthAuthorizationInput;
};
export type useAnswerOAuthAuthorizationMutationApproveMutation$data = {
  readonly approveOAuthAuthorization: {
    readonly __typename: string;
    readonly message?: string;
    readonly redirectUrl?: string;
  };
};
export type useAnswerOAuthAuthorizationMutationApproveMutation = {
  response: useAnswerOAuthAuthorizationMutationApproveMutation$data;
  variables: useAnswerOAuthAuthorizationMutationApproveMutation$variables;
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
    "name": "approveOAuthAuthorization",
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
    "name": "useAnswerOAuthAuthorizationMutationApproveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnswerOAuthAuthorizationMutationApproveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7b8975ae7868df71db644f93f7571863",
    "id": null,
    "metadata": {},
    "name": "useAnswerOAuthAuthorizationMutationApproveMutation",
    "operationKind": "mutation",
    "text": "mutation useAnswerOAuthAuthorizationMutationApproveMutation(\n  $input: ApproveOAuthAuthorizationInput!\n) {\n  approveOAuthAuthorization(input: $input) {\n    __typename\n    ... on OAuthAuthorizationAnsweredPayload {\n      redirectUrl\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "983d9dabdd48a7c1093918a42e903110";

export default node;
