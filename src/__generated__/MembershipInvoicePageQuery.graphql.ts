/**
 * @generated SignedSource<<301f21f797d1da4a1f9dd67b93f8a0e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MembershipInvoicePageQuery$variables = {
  invoiceId: string;
};
export type MembershipInvoicePageQuery$data = {
  readonly membershipInvoice: {
    readonly " $fragmentSpreads": FragmentRefs<"MembershipInvoiceDocument_invoice">;
  } | null | undefined;
};
export type MembershipInvoicePageQuery = {
  response: MembershipInvoicePageQuery$data;
  variables: MembershipInvoicePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "invoiceId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "invoiceId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MembershipInvoicePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MembershipInvoice",
        "kind": "LinkedField",
        "name": "membershipInvoice",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MembershipInvoiceDocument_invoice"
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
    "name": "MembershipInvoicePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MembershipInvoice",
        "kind": "LinkedField",
        "name": "membershipInvoice",
        "plural": false,
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
          },
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
    ]
  },
  "params": {
    "cacheID": "b2a5658ec421722b437ccbaa8c018eaf",
    "id": null,
    "metadata": {},
    "name": "MembershipInvoicePageQuery",
    "operationKind": "query",
    "text": "query MembershipInvoicePageQuery(\n  $invoiceId: ID!\n) {\n  membershipInvoice(id: $invoiceId) {\n    ...MembershipInvoiceDocument_invoice\n    id\n  }\n}\n\nfragment MembershipInvoiceDocument_invoice on MembershipInvoice {\n  status\n  invoiceNumber\n  planName\n  periodStart\n  periodEnd\n  amount\n  paidAt\n  taxBreakdown {\n    rate\n    taxableTotal\n    tax\n  }\n  seller {\n    name\n    invoiceRegistrationNumber\n    address\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "009287f9d8cac4977bcbb8b552693d73";

export default node;
