/**
 * @generated SignedSource<<28585e5be4cffbac574bde1a0b0ba7c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrizeDeliveriesPage_viewer$data = {
  readonly realGoodsDeliveries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"RealGoodsDeliveryCard_delivery">;
      };
    }>;
  };
  readonly " $fragmentType": "PrizeDeliveriesPage_viewer";
};
export type PrizeDeliveriesPage_viewer$key = {
  readonly " $data"?: PrizeDeliveriesPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrizeDeliveriesPage_viewer">;
};

import PrizeDeliveriesPagePaginationQuery_graphql from './PrizeDeliveriesPagePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "realGoodsDeliveries"
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
      "operation": PrizeDeliveriesPagePaginationQuery_graphql
    }
  },
  "name": "PrizeDeliveriesPage_viewer",
  "selections": [
    {
      "alias": "realGoodsDeliveries",
      "args": null,
      "concreteType": "RealGoodsDeliveryConnection",
      "kind": "LinkedField",
      "name": "__PrizeDeliveriesPage_realGoodsDeliveries_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RealGoodsDeliveryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "RealGoodsDelivery",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "RealGoodsDeliveryCard_delivery"
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

(node as any).hash = "b785d9ebef508cc7af70b17bf4a78f38";

export default node;
