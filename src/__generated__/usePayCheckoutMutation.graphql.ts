/**
 * @generated SignedSource<<682960de04866d237f1833da67a8b9bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutSessionStatus = "COMPLETED" | "EXPIRED" | "OPEN" | "PAYING";
export type PaymentMethodKind = "CARD" | "ID_PAYMENT";
export type PayCheckoutInput = {
  card?: string | null | undefined;
  clientMutationId: string;
  deliveryAddressId?: string | null | undefined;
  method: PaymentMethodKind;
  savedPaymentMethodId?: string | null | undefined;
  sessionId: string;
};
export type usePayCheckoutMutation$variables = {
  input: PayCheckoutInput;
};
export type usePayCheckoutMutation$data = {
  readonly payCheckout: {
    readonly __typename: string;
    readonly message?: string;
    readonly session?: {
      readonly id: string;
      readonly order: {
        readonly id: string;
      } | null | undefined;
      readonly paymentActionUrl: string | null | undefined;
      readonly state: CheckoutSessionStatus;
    };
  };
};
export type usePayCheckoutMutation = {
  response: usePayCheckoutMutation$data;
  variables: usePayCheckoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "name": "payCheckout",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentActionUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "order",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PayCheckoutPayload",
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
    "name": "usePayCheckoutMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePayCheckoutMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f71a3098f92ab2bcd0845abcb0ef7e58",
    "id": null,
    "metadata": {},
    "name": "usePayCheckoutMutation",
    "operationKind": "mutation",
    "text": "mutation usePayCheckoutMutation(\n  $input: PayCheckoutInput!\n) {\n  payCheckout(input: $input) {\n    __typename\n    ... on PayCheckoutPayload {\n      session {\n        id\n        state\n        paymentActionUrl\n        order {\n          id\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3bb1c4641ffde6f649901a4a766c0781";

export default node;
