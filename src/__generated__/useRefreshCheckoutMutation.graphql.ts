/**
 * @generated SignedSource<<f8eb3368e5357e41c1a6a991d9ccca0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefreshCheckoutInput = {
  clientMutationId: string;
  sessionId: string;
};
export type useRefreshCheckoutMutation$variables = {
  input: RefreshCheckoutInput;
};
export type useRefreshCheckoutMutation$data = {
  readonly refreshCheckout: {
    readonly __typename: "RefreshCheckoutPayload";
    readonly session: {
      readonly " $fragmentSpreads": FragmentRefs<"PaymentPending_session">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useRefreshCheckoutMutation = {
  response: useRefreshCheckoutMutation$data;
  variables: useRefreshCheckoutMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRefreshCheckoutMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "refreshCheckout",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PaymentPending_session"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RefreshCheckoutPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRefreshCheckoutMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "refreshCheckout",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                    "name": "total",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "selectedPaymentMethod",
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
                    "kind": "ScalarField",
                    "name": "paymentFailure",
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
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RefreshCheckoutPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3996b12f9c1c8290412adb54f7a88cb1",
    "id": null,
    "metadata": {},
    "name": "useRefreshCheckoutMutation",
    "operationKind": "mutation",
    "text": "mutation useRefreshCheckoutMutation(\n  $input: RefreshCheckoutInput!\n) {\n  refreshCheckout(input: $input) {\n    __typename\n    ... on RefreshCheckoutPayload {\n      session {\n        ...PaymentPending_session\n        id\n      }\n    }\n  }\n}\n\nfragment PaymentPending_session on CheckoutSession {\n  id\n  state\n  total\n  selectedPaymentMethod\n  paymentActionUrl\n  paymentFailure\n  order {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "13182997317373373b0ce97297202cf2";

export default node;
