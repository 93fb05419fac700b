/**
 * @generated SignedSource<<1016e40158ac0e520c6105baa7f9ca34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutPageQuery$variables = {
  sessionId: string;
};
export type CheckoutPageQuery$data = {
  readonly community: {
    readonly storeLegal: {
      readonly " $fragmentSpreads": FragmentRefs<"CheckoutConfirmation_legal">;
    };
  };
  readonly node: {
    readonly session: {
      readonly " $fragmentSpreads": FragmentRefs<"CheckoutConfirmation_session">;
    } | null | undefined;
  } | null | undefined;
};
export type CheckoutPageQuery = {
  response: CheckoutPageQuery$data;
  variables: CheckoutPageQuery$variables;
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
    "name": "CheckoutPageQuery",
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
                  "name": "CheckoutConfirmation_session"
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StoreLegal",
            "kind": "LinkedField",
            "name": "storeLegal",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CheckoutConfirmation_legal"
              }
            ],
            "storageKey": null
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
    "name": "CheckoutPageQuery",
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
                "name": "expiresAt",
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
                "concreteType": "OrderLine",
                "kind": "LinkedField",
                "name": "lines",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unitPrice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "taxRate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subtotal",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TaxBreakdown",
                "kind": "LinkedField",
                "name": "taxBreakdown",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "taxableTotal",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tax",
                    "storageKey": null
                  }
                ],
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StoreLegal",
            "kind": "LinkedField",
            "name": "storeLegal",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentTiming",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deliveryTiming",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "additionalCosts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "returnPolicy",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4dc2769cd7542c222d3f7cfb7f0dc6ad",
    "id": null,
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": "query CheckoutPageQuery(\n  $sessionId: ID!\n) {\n  node(id: $sessionId) {\n    __typename\n    ... on CheckoutSession {\n      ...CheckoutConfirmation_session\n    }\n    id\n  }\n  community {\n    storeLegal {\n      ...CheckoutConfirmation_legal\n    }\n    id\n  }\n}\n\nfragment CheckoutConfirmation_legal on StoreLegal {\n  ...PurchaseTerms_legal\n}\n\nfragment CheckoutConfirmation_session on CheckoutSession {\n  id\n  state\n  total\n  expiresAt\n  paymentFailure\n  lines {\n    ...OrderLines_lines\n  }\n  taxBreakdown {\n    ...OrderLines_taxes\n  }\n  order {\n    id\n  }\n}\n\nfragment OrderLines_lines on OrderLine {\n  name\n  unitPrice\n  quantity\n  taxRate\n  subtotal\n}\n\nfragment OrderLines_taxes on TaxBreakdown {\n  rate\n  taxableTotal\n  tax\n}\n\nfragment PurchaseTerms_legal on StoreLegal {\n  paymentTiming\n  deliveryTiming\n  additionalCosts\n  returnPolicy\n}\n"
  }
};
})();

(node as any).hash = "300a733563a488556fd882ccff3971cc";

export default node;
