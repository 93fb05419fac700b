/**
 * @generated SignedSource<<0586b0839735c4448c369f5bcb1ff1d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "PAID" | "REFUNDED";
export type PaymentMethodKind = "CARD" | "ID_PAYMENT";
import { FragmentRefs } from "relay-runtime";
export type OrderSummary_order$data = {
  readonly createdAt: string;
  readonly lines: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"OrderLines_lines">;
  }>;
  readonly number: string;
  readonly paymentMethod: PaymentMethodKind;
  readonly receipt: {
    readonly id: string;
  };
  readonly status: OrderStatus;
  readonly taxBreakdown: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"OrderLines_taxes">;
  }>;
  readonly total: number;
  readonly " $fragmentType": "OrderSummary_order";
};
export type OrderSummary_order$key = {
  readonly " $data"?: OrderSummary_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderSummary_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderSummary_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentMethod",
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
      "concreteType": "OrderLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderLines_lines"
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderLines_taxes"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Receipt",
      "kind": "LinkedField",
      "name": "receipt",
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
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "37f0263c7892f2409928e193bb1f395c";

export default node;
