/**
 * @generated SignedSource<<8588a565f7e0a0405047b9c082d3942e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReceiptPageQuery$variables = {
  receiptId: string;
};
export type ReceiptPageQuery$data = {
  readonly receipt: {
    readonly " $fragmentSpreads": FragmentRefs<"ReceiptDocument_receipt">;
  } | null | undefined;
};
export type ReceiptPageQuery = {
  response: ReceiptPageQuery$data;
  variables: ReceiptPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "receiptId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "receiptId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
    "name": "ReceiptPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Receipt",
        "kind": "LinkedField",
        "name": "receipt",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReceiptDocument_receipt"
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
    "name": "ReceiptPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Receipt",
        "kind": "LinkedField",
        "name": "receipt",
        "plural": false,
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
              (v2/*:: as any*/),
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
                  (v2/*:: as any*/),
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
                "concreteType": "ShippingAddress",
                "kind": "LinkedField",
                "name": "shippingAddress",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recipientName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "postalCode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "prefecture",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "city",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "street",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "building",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "00cdda7e720f0a51b2a03852011d7db4",
    "id": null,
    "metadata": {},
    "name": "ReceiptPageQuery",
    "operationKind": "query",
    "text": "query ReceiptPageQuery(\n  $receiptId: ID!\n) {\n  receipt(id: $receiptId) {\n    ...ReceiptDocument_receipt\n    id\n  }\n}\n\nfragment OrderLines_lines on OrderLine {\n  name\n  unitPrice\n  quantity\n  taxRate\n  subtotal\n}\n\nfragment OrderLines_taxes on TaxBreakdown {\n  rate\n  taxableTotal\n  tax\n}\n\nfragment ReceiptDocument_receipt on Receipt {\n  issuedAt\n  pdfUrl\n  seller {\n    name\n    invoiceRegistrationNumber\n    address\n    email\n  }\n  order {\n    number\n    total\n    lines {\n      ...OrderLines_lines\n    }\n    taxBreakdown {\n      ...OrderLines_taxes\n    }\n    shippingAddress {\n      ...ShippingAddressText_address\n    }\n    id\n  }\n}\n\nfragment ShippingAddressText_address on ShippingAddress {\n  recipientName\n  postalCode\n  prefecture\n  city\n  street\n  building\n  phone\n}\n"
  }
};
})();

(node as any).hash = "6f7cb0c69afb1f8f0ddb433784792a01";

export default node;
