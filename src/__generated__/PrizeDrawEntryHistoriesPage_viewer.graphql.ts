/**
 * @generated SignedSource<<44f948a4453d309f3c46dd4677bb6302>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PrizeDrawEntryResult = "LOST" | "PENDING" | "WON";
import { FragmentRefs } from "relay-runtime";
export type PrizeDrawEntryHistoriesPage_viewer$data = {
  readonly prizeDrawEntries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: string;
        readonly id: string;
        readonly number: number;
        readonly prizeDraw: {
          readonly imageUrl: string;
          readonly title: string;
        };
        readonly result: PrizeDrawEntryResult;
        readonly resultSeen: boolean;
      };
    }>;
  };
  readonly unseenPrizeDrawResultCount: number;
  readonly " $fragmentType": "PrizeDrawEntryHistoriesPage_viewer";
};
export type PrizeDrawEntryHistoriesPage_viewer$key = {
  readonly " $data"?: PrizeDrawEntryHistoriesPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrizeDrawEntryHistoriesPage_viewer">;
};

import PrizeDrawEntryHistoriesPagePaginationQuery_graphql from './PrizeDrawEntryHistoriesPagePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "prizeDrawEntries"
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
      "operation": PrizeDrawEntryHistoriesPagePaginationQuery_graphql
    }
  },
  "name": "PrizeDrawEntryHistoriesPage_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unseenPrizeDrawResultCount",
      "storageKey": null
    },
    {
      "alias": "prizeDrawEntries",
      "args": null,
      "concreteType": "PrizeDrawEntryConnection",
      "kind": "LinkedField",
      "name": "__PrizeDrawEntryHistoriesPage_prizeDrawEntries_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PrizeDrawEntryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PrizeDrawEntry",
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
                  "name": "number",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "result",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "resultSeen",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PrizeDraw",
                  "kind": "LinkedField",
                  "name": "prizeDraw",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "title",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "imageUrl",
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

(node as any).hash = "de4c7daf07734b3954fdd80afd31137b";

export default node;
