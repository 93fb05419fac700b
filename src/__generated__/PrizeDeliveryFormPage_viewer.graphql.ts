/**
 * @generated SignedSource<<419d9c1699ecc5b9af040d47f66ed5c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TreasurePullDelivery = "AWAITING_ADDRESS" | "NONE" | "REQUESTED";
import { FragmentRefs } from "relay-runtime";
export type PrizeDeliveryFormPage_viewer$data = {
  readonly treasurePullsAwaitingDelivery: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly delivery: TreasurePullDelivery;
        readonly id: string;
        readonly prize: {
          readonly imageUrl: string;
          readonly name: string;
          readonly rankCode: string;
        };
      };
    }>;
  };
  readonly " $fragmentType": "PrizeDeliveryFormPage_viewer";
};
export type PrizeDeliveryFormPage_viewer$key = {
  readonly " $data"?: PrizeDeliveryFormPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrizeDeliveryFormPage_viewer">;
};

import PrizeDeliveryFormPagePaginationQuery_graphql from './PrizeDeliveryFormPagePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "treasurePullsAwaitingDelivery"
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
      "operation": PrizeDeliveryFormPagePaginationQuery_graphql
    }
  },
  "name": "PrizeDeliveryFormPage_viewer",
  "selections": [
    {
      "alias": "treasurePullsAwaitingDelivery",
      "args": null,
      "concreteType": "TreasurePullConnection",
      "kind": "LinkedField",
      "name": "__PrizeDeliveryFormPage_treasurePullsAwaitingDelivery_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TreasurePullEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "TreasurePull",
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
                  "name": "delivery",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TreasureMachinePrize",
                  "kind": "LinkedField",
                  "name": "prize",
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
                      "name": "imageUrl",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "rankCode",
                      "storageKey": null
                    }
                  ],
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

(node as any).hash = "44a70e1d8f22a5eb82d0603347c32c5d";

export default node;
