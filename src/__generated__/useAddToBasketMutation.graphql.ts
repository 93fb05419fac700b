/**
 * @generated SignedSource<<a278b2e795414541040188750e57f58b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddToBasketInput = {
  clientMutationId: string;
  itemId: string;
  quantity: number;
};
export type useAddToBasketMutation$variables = {
  input: AddToBasketInput;
};
export type useAddToBasketMutation$data = {
  readonly addToBasket: {
    readonly __typename: string;
    readonly basket?: {
      readonly itemCount: number;
      readonly lines: ReadonlyArray<{
        readonly id: string;
        readonly quantity: number;
      }>;
      readonly total: number;
    };
    readonly message?: string;
  };
};
export type useAddToBasketMutation = {
  response: useAddToBasketMutation$data;
  variables: useAddToBasketMutation$variables;
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
    "name": "addToBasket",
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
            "concreteType": "Basket",
            "kind": "LinkedField",
            "name": "basket",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BasketLine",
                "kind": "LinkedField",
                "name": "lines",
                "plural": true,
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
                    "name": "quantity",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AddToBasketPayload",
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
    "name": "useAddToBasketMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddToBasketMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "98de2ad59c5a645e20b9018a34a8fcfc",
    "id": null,
    "metadata": {},
    "name": "useAddToBasketMutation",
    "operationKind": "mutation",
    "text": "mutation useAddToBasketMutation(\n  $input: AddToBasketInput!\n) {\n  addToBasket(input: $input) {\n    __typename\n    ... on AddToBasketPayload {\n      basket {\n        itemCount\n        total\n        lines {\n          id\n          quantity\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "502bbe5217db92dfc6fae4bec89edff0";

export default node;
