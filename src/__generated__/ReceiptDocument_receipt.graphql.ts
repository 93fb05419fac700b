/**
 * @generated SignedSource<<207103d6b81aef0d38ef721cdf20f02b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReceiptDocument_receipt$data = {
  readonly issuedAt: string;
  readonly order: {
    readonly lines: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"OrderLines_lines">;
    }>;
    readonly number: string;
    readonly shippingAddress: {
      readonly " $fragmentSpreads": FragmentRefs<"ShippingAddressText_address">;
    } | null | undefined;
    readonly taxBreakdown: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"OrderLines_taxes">;
    }>;
    readonly total: number;
  };
  readonly pdfUrl: string;
  readonly seller: {
    readonly address: string;
    readonly email: string;
    readonly invoiceRegistrationNumber: string;
    readonly name: string;
  };
  readonly " $fragmentType": "ReceiptDocument_receipt";
};
export type ReceiptDocument_receipt$key = {
  readonly " $data"?: ReceiptDocument_receipt$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReceiptDocument_receipt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReceiptDocument_receipt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issuedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoreSeller",
      "kind": "LinkedField",
      "name": "seller",
      "plural": false,
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
          "name": "invoiceRegistrationNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Receipt",
  "abstractKey": null
};

(node as any).hash = "03be2d3b11d427c1b70c8771d53184a1";

export default node;
