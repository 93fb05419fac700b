/**
 * @generated SignedSource<<69bd26e4bb605ff7f8e76e01df8d6bc5>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Receipt",
  "abstractKey": null
};

(node as any).hash = "edaf48c3b40afcd6f0be51b33bf2124f";

export default node;
