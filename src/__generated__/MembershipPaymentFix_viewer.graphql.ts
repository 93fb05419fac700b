/**
 * @generated SignedSource<<3306a2c718156c5d738d0a113669938d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SavedPaymentMethodStatus = "ACTIVE" | "REQUIRES_ACTION";
import { FragmentRefs } from "relay-runtime";
export type MembershipPaymentFix_viewer$data = {
  readonly savedPaymentMethods: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly isDefault: boolean;
        readonly last4: string;
        readonly status: SavedPaymentMethodStatus;
        readonly usedForMembership: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"SavedCardSummary_card">;
      };
    }>;
  };
  readonly " $fragmentType": "MembershipPaymentFix_viewer";
};
export type MembershipPaymentFix_viewer$key = {
  readonly " $data"?: MembershipPaymentFix_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipPaymentFix_viewer">;
};

import MembershipPaymentFixPaginationQuery_graphql from './MembershipPaymentFixPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "savedPaymentMethods"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 5,
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
      "operation": MembershipPaymentFixPaginationQuery_graphql
    }
  },
  "name": "MembershipPaymentFix_viewer",
  "selections": [
    {
      "alias": "savedPaymentMethods",
      "args": null,
      "concreteType": "SavedPaymentMethodConnection",
      "kind": "LinkedField",
      "name": "__MembershipPaymentFix_savedPaymentMethods_connection",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "usedForMembership",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "last4",
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
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "4b86c91fb9e338d87f59438a83da62f3";

export default node;
