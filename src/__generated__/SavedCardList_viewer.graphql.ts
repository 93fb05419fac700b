/**
 * @generated SignedSource<<fa2ee69e2b4bb8be79152508f74a4a59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SavedPaymentMethodStatus = "ACTIVE" | "REQUIRES_ACTION";
import { FragmentRefs } from "relay-runtime";
export type SavedCardList_viewer$data = {
  readonly savedPaymentMethods: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actionUrl: string | null | undefined;
        readonly id: string;
        readonly isDefault: boolean;
        readonly status: SavedPaymentMethodStatus;
        readonly " $fragmentSpreads": FragmentRefs<"SavedCardSummary_card">;
      };
    }>;
  };
  readonly " $fragmentType": "SavedCardList_viewer";
};
export type SavedCardList_viewer$key = {
  readonly " $data"?: SavedCardList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedCardList_viewer">;
};

import SavedCardListPaginationQuery_graphql from './SavedCardListPaginationQuery.graphql';

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
      "operation": SavedCardListPaginationQuery_graphql
    }
  },
  "name": "SavedCardList_viewer",
  "selections": [
    {
      "alias": "savedPaymentMethods",
      "args": null,
      "concreteType": "SavedPaymentMethodConnection",
      "kind": "LinkedField",
      "name": "__SavedCardList_savedPaymentMethods_connection",
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
                  "name": "actionUrl",
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

(node as any).hash = "45d45a49ac0257b696adcfa7fc843c94";

export default node;
