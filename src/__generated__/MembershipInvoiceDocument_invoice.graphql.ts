/**
 * @generated SignedSource<<84ebe3844114735c07ef32af60150a3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MembershipInvoiceStatus = "FAILED" | "PAID" | "PENDING";
export type TaxRate = "REDUCED_8" | "STANDARD_10";
import { FragmentRefs } from "relay-runtime";
export type MembershipInvoiceDocument_invoice$data = {
  readonly amount: number;
  readonly invoiceNumber: string;
  readonly paidAt: string | null | undefined;
  readonly periodEnd: string;
  readonly periodStart: string;
  readonly planName: string;
  readonly seller: {
    readonly address: string;
    readonly email: string;
    readonly invoiceRegistrationNumber: string;
    readonly name: string;
  };
  readonly status: MembershipInvoiceStatus;
  readonly taxBreakdown: ReadonlyArray<{
    readonly rate: TaxRate;
    readonly tax: number;
    readonly taxableTotal: number;
  }>;
  readonly " $fragmentType": "MembershipInvoiceDocument_invoice";
};
export type MembershipInvoiceDocument_invoice$key = {
  readonly " $data"?: MembershipInvoiceDocument_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipInvoiceDocument_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MembershipInvoiceDocument_invoice",
  "selections": [
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
      "name": "invoiceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "planName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "periodStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "periodEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidAt",
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
    }
  ],
  "type": "MembershipInvoice",
  "abstractKey": null
};

(node as any).hash = "0adc137996bd4fcae46380598923b89c";

export default node;
