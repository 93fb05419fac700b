/**
 * @generated SignedSource<<2b8f3697c2b139a8f944550a9394d022>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentPendingPageQuery$variables = {
  sessionId: string;
};
export type PaymentPendingPageQuery$data = {
  readonly node: {
    readonly session: {
      readonly " $fragmentSpreads": FragmentRefs<"PaymentPending_session">;
    } | null | undefined;
  } | null | undefined;
};
export type PaymentPendingPageQuery = {
  response: PaymentPendingPageQuery$data;
  variables: PaymentPendingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sessionId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "sessionId"
  }
],
v2 = {
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
    "name": "PaymentPendingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PaymentPending_session"
                }
              ],
              "type": "CheckoutSession",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "session"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentPendingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "CheckoutSession",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4ba3f9ccbfabc4faa65e21c5cbc11d13",
    "id": null,
    "metadata": {},
    "name": "PaymentPendingPageQuery",
    "operationKind": "query",
    "text": "query PaymentPendingPageQuery(\n  $sessionId: ID!\n) {\n  node(id: $sessionId) {\n    __typename\n    ... on CheckoutSession {\n      ...PaymentPending_session\n    }\n    id\n  }\n}\n\nfragment PaymentPending_session on CheckoutSession {\n  id\n  state\n  total\n  selectedPaymentMethod\n  paymentActionUrl\n  paymentFailure\n  order {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a5a945187a2ed7b6c86befe6519ccb51";

export default node;
