/**
 * @generated SignedSource<<b576194bb17ce07dffa16b17a1f3cab2>>
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
  readonly shipment: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderShipmentStatus_shipment">;
  } | null | undefined;
  readonly shippingAddress: {
    readonly " $fragmentSpreads": FragmentRefs<"ShippingAddressText_address">;
  } | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ShippingAddress",
      "kind": "LinkedField",
      "name": "shippingAddress",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ShippingAddressText_address"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderShipment",
      "kind": "LinkedField",
      "name": "shipment",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderShipmentStatus_shipment"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "575d4079d4d6974b33f378de9070d4e9";

export default node;
