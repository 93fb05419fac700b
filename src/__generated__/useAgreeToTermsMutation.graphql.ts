/**
 * @generated SignedSource<<4b484c1ca169c770f0dcaabc5d9b21d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AgreeToTermsInput = {
  clientMutationId: string;
  termsVersion: string;
};
export type useAgreeToTermsMutation$variables = {
  input: AgreeToTermsInput;
};
export type useAgreeToTermsMutation$data = {
  readonly agreeToTerms: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly needsTermsAgreement: boolean;
      readonly termsAgreementRequired: boolean;
    };
  };
};
export type useAgreeToTermsMutation = {
  response: useAgreeToTermsMutation$data;
  variables: useAgreeToTermsMutation$variables;
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
    "name": "agreeToTerms",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "needsTermsAgreement",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "termsAgreementRequired",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AgreeToTermsPayload",
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
    "name": "useAgreeToTermsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAgreeToTermsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a184b6923a9498406303fee788d2c0cb",
    "id": null,
    "metadata": {},
    "name": "useAgreeToTermsMutation",
    "operationKind": "mutation",
    "text": "mutation useAgreeToTermsMutation(\n  $input: AgreeToTermsInput!\n) {\n  agreeToTerms(input: $input) {\n    __typename\n    ... on AgreeToTermsPayload {\n      viewer {\n        needsTermsAgreement\n        termsAgreementRequired\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f131a8c22a5262bb283f7a81a4a71fe";

export default node;
