/**
 * @generated SignedSource<<0a9fb195156ce387c9b7fe5e0e20357e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetDefaultPaymentMethodInput = {
  clientMutationId: string;
  id: string;
};
export type useSetDefaultPaymentMethodMutation$variables = {
  input: SetDefaultPaymentMethodInput;
};
export type useSetDefaultPaymentMethodMutation$data = {
  readonly setDefaultPaymentMethod: {
    readonly __typename: string;
    readonly message?: string;
    readonly paymentMethod?: {
      readonly id: string;
      readonly isDefault: boolean;
    };
  };
};
export type useSetDefaultPaymentMethodMutation = {
  response: useSetDefaultPaymentMethodMutation$data;
  variables: useSetDefaultPaymentMethodMutation$variables;
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
    "name": "setDefaultPaymentMethod",
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
            "concreteType": "SavedPaymentMethod",
            "kind": "LinkedField",
            "name": "paymentMethod",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isDefault",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetDefaultPaymentMethodPayload",
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
    "name": "useSetDefaultPaymentMethodMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetDefaultPaymentMethodMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "63aba871d715a833b472372fa18452a6",
    "id": null,
    "metadata": {},
    "name": "useSetDefaultPaymentMethodMutation",
    "operationKind": "mutation",
    "text": "mutation useSetDefaultPaymentMethodMutation(\n  $input: SetDefaultPaymentMethodInput!\n) {\n  setDefaultPaymentMethod(input: $input) {\n    __typename\n    ... on SetDefaultPaymentMethodPayload {\n      paymentMethod {\n        id\n        isDefault\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "466497cf3f24994ef7840b6ba329b92b";

export default node;
