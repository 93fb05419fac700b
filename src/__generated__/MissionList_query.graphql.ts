/**
 * @generated SignedSource<<50cebeb32cfcd19683f67defc7f51706>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MissionPeriod = "DAILY" | "MONTHLY" | "ONCE" | "WEEKLY";
import { FragmentRefs } from "relay-runtime";
export type MissionList_query$data = {
  readonly missions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly period: MissionPeriod;
        readonly " $fragmentSpreads": FragmentRefs<"MissionCard_mission">;
      };
    }>;
  };
  readonly " $fragmentType": "MissionList_query";
};
export type MissionList_query$key = {
  readonly " $data"?: MissionList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MissionList_query">;
};

import MissionListPaginationQuery_graphql from './MissionListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "missions"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": MissionListPaginationQuery_graphql
    }
  },
  "name": "MissionList_query",
  "selections": [
    {
      "alias": "missions",
      "args": null,
      "concreteType": "MissionConnection",
      "kind": "LinkedField",
      "name": "__MissionList_missions_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MissionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Mission",
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
                  "name": "period",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MissionCard_mission"
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
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "db01b395e8f4dad54e93512458572500";

export default node;
