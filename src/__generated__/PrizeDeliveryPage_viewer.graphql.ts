/**
 * @generated SignedSource<<f23054ecd13948c431b09d601f76f14c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TreasurePullDelivery = "AWAITING_ADDRESS" | "NONE" | "REQUESTED";
import { FragmentRefs } from "relay-runtime";
export type PrizeDeliveryPage_viewer$data = {
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
  readonly " $fragmentType": "PrizeDeliveryPage_viewer";
};
export type PrizeDeliveryPage_viewer$key = {
  readonly " $data"?: PrizeDeliveryPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrizeDeliveryPage_viewer">;
};

import PrizeDeliveryPagePaginationQuery_graphql from './PrizeDeliveryPagePaginationQuery.graphql';

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
      "operation": PrizeDeliveryPagePaginationQuery_graphql
    }
  },
  "name": "PrizeDeliveryPage_viewer",
  "selections": [
    {
      "alias": "treasurePullsAwaitingDelivery",
      "args": null,
      "concreteType": "TreasurePullConnection",
      "kind": "LinkedField",
      "name": "__PrizeDeliveryPage_treasurePullsAwaitingDelivery_connection",
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

(node as any).hash = "9a1edf3bad7d88fdbbdeef2653a84a58";

export default node;
