/**
 * @generated SignedSource<<8bf2a2e2ed56d0fd030d6a586ecbc0bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RedeemPartnerSignInLinkInput = {
  clientMutationId: string;
  token: string;
};
export type useRedeemPartnerSignInLinkMutation$variables = {
  input: RedeemPartnerSignInLinkInput;
};
export type useRedeemPartnerSignInLinkMutation$data = {
  readonly redeemPartnerSignInLink: {
    readonly __typename: string;
    readonly customToken?: string;
    readonly message?: string;
    readonly partnerName?: string;
  };
};
export type useRedeemPartnerSignInLinkMutation = {
  response: useRedeemPartnerSignInLinkMutation$data;
  variables: useRedeemPartnerSignInLinkMutation$variables;
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
    "name": "redeemPartnerSignInLink",
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
            "name": "customToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "partnerName",
            "storageKey": null
          }
        ],
        "type": "RedeemPartnerSignInLinkPayload",
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
    "name": "useRedeemPartnerSignInLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRedeemPartnerSignInLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8766fa72c1af05673e0248bcdd2ff149",
    "id": null,
    "metadata": {},
    "name": "useRedeemPartnerSignInLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useRedeemPartnerSignInLinkMutation(\n  $input: RedeemPartnerSignInLinkInput!\n) {\n  redeemPartnerSignInLink(input: $input) {\n    __typename\n    ... on RedeemPartnerSignInLinkPayload {\n      customToken\n      partnerName\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3dc96bf1fb9ce380f1597b4568a41f60";

export default node;
