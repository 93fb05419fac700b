/**
 * @generated SignedSource<<46fa4946781c0b4baa454764e21cafb1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SavedPaymentMethodStatus = "ACTIVE" | "REQUIRES_ACTION";
import { FragmentRefs } from "relay-runtime";
export type PaymentMethodChooser_viewer$data = {
  readonly savedPaymentMethods: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly isDefault: boolean;
        readonly status: SavedPaymentMethodStatus;
        readonly " $fragmentSpreads": FragmentRefs<"SavedCardSummary_card">;
      };
    }>;
  };
  readonly " $fragmentType": "PaymentMethodChooser_viewer";
};
export type PaymentMethodChooser_viewer$key = {
  readonly " $data"?: PaymentMethodChooser_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentMethodChooser_viewer">;
};

import PaymentMethodChooserPaginationQuery_graphql from './PaymentMethodChooserPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "savedPaymentMethods"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
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
      "operation": PaymentMethodChooserPaginationQuery_graphql
    }
  },
  "name": "PaymentMethodChooser_viewer",
  "selections": [
    {
      "alias": "savedPaymentMethods",
      "args": null,
      "concreteType": "SavedPaymentMethodConnection",
      "kind": "LinkedField",
      "name": "__PaymentMethodChooser_savedPaymentMethods_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SavedPaymentMethodEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SavedPaymentMethod",
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
                  "name": "isDefault",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SavedCardSummary_card"
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

(node as any).hash = "a84356f1bd9b673ec2406a92ac69e7e8";

export default node;
