/**
 * @generated SignedSource<<23961122df9d98abb1a32c0dffec1ff9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetCountryOfResidenceInput = {
  clientMutationId: string;
  countryCode: string;
};
export type useSetCountryOfResidenceMutation$variables = {
  input: SetCountryOfResidenceInput;
};
export type useSetCountryOfResidenceMutation$data = {
  readonly setCountryOfResidence: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly countryOfResidence: string | null | undefined;
    };
  };
};
export type useSetCountryOfResidenceMutation = {
  response: useSetCountryOfResidenceMutation$data;
  variables: useSetCountryOfResidenceMutation$variables;
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
    "name": "setCountryOfResidence",
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
                "name": "countryOfResidence",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetCountryOfResidencePayload",
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
    "name": "useSetCountryOfResidenceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetCountryOfResidenceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "04b6635b0f921a86b6921125aabd38aa",
    "id": null,
    "metadata": {},
    "name": "useSetCountryOfResidenceMutation",
    "operationKind": "mutation",
    "text": "mutation useSetCountryOfResidenceMutation(\n  $input: SetCountryOfResidenceInput!\n) {\n  setCountryOfResidence(input: $input) {\n    __typename\n    ... on SetCountryOfResidencePayload {\n      viewer {\n        countryOfResidence\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e4477fd80f7110f6d51179aaec22815";

export default node;
