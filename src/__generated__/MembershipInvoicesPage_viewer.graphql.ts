/**
 * @generated SignedSource<<0ff610e1059a230276d07efc4f44ba55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MembershipInvoiceStatus = "FAILED" | "PAID" | "PENDING";
import { FragmentRefs } from "relay-runtime";
export type MembershipInvoicesPage_viewer$data = {
  readonly membershipInvoices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: number;
        readonly id: string;
        readonly periodEnd: string;
        readonly periodStart: string;
        readonly planName: string;
        readonly status: MembershipInvoiceStatus;
      };
    }>;
  };
  readonly " $fragmentType": "MembershipInvoicesPage_viewer";
};
export type MembershipInvoicesPage_viewer$key = {
  readonly " $data"?: MembershipInvoicesPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipInvoicesPage_viewer">;
};

import MembershipInvoicesPaginationQuery_graphql from './MembershipInvoicesPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "membershipInvoices"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": MembershipInvoicesPaginationQuery_graphql
    }
  },
  "name": "MembershipInvoicesPage_viewer",
  "selections": [
    {
      "alias": "membershipInvoices",
      "args": null,
      "concreteType": "MembershipInvoiceConnection",
      "kind": "LinkedField",
      "name": "__MembershipInvoicesPage_membershipInvoices_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MembershipInvoiceEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "MembershipInvoice",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
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
                  "name": "planName",
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
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "6bd88d8900498bcd44ec9d8fac70a375";

export default node;
