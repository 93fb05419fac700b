/**
 * @generated SignedSource<<6da630bf1305d5bb578427ef9412eb5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartCheckoutInput = {
  clientMutationId: string;
  itemId?: string | null | undefined;
  quantity?: number | null | undefined;
};
export type useStartCheckoutMutation$variables = {
  input: StartCheckoutInput;
};
export type useStartCheckoutMutation$data = {
  readonly startCheckout: {
    readonly __typename: string;
    readonly message?: string;
    readonly session?: {
      readonly id: string;
    };
  };
};
export type useStartCheckoutMutation = {
  response: useStartCheckoutMutation$data;
  variables: useStartCheckoutMutation$variables;
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
    "name": "startCheckout",
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
            "concreteType": "CheckoutSession",
            "kind": "LinkedField",
            "name": "session",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "StartCheckoutPayload",
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
    "name": "useStartCheckoutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartCheckoutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c3f1e2c98d07ba74902b68ba4a2c30c3",
    "id": null,
    "metadata": {},
    "name": "useStartCheckoutMutation",
    "operationKind": "mutation",
    "text": "mutation useStartCheckoutMutation(\n  $input: StartCheckoutInput!\n) {\n  startCheckout(input: $input) {\n    __typename\n    ... on StartCheckoutPayload {\n      session {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "508ebea3241ef33630250607e2122627";

export default node;
