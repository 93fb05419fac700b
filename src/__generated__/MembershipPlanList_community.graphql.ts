/**
 * @generated SignedSource<<b6298e4f7180349b5b02a1c0046053d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MembershipPerk = "EXTRA_DRAWS" | "LIMITED_CHAT" | "MEMBERS_ONLY_POSTS" | "MEMBERS_ONLY_VIDEOS";
import { FragmentRefs } from "relay-runtime";
export type MembershipPlanList_community$data = {
  readonly id: string;
  readonly membershipPlans: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly description: string;
        readonly id: string;
        readonly monthlyPrice: number;
        readonly name: string;
        readonly perks: ReadonlyArray<MembershipPerk>;
        readonly " $fragmentSpreads": FragmentRefs<"SubscribeConfirmation_plan">;
      };
    }>;
  };
  readonly " $fragmentType": "MembershipPlanList_community";
};
export type MembershipPlanList_community$key = {
  readonly " $data"?: MembershipPlanList_community$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipPlanList_community">;
};

import MembershipPlanListPaginationQuery_graphql from './MembershipPlanListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "membershipPlans"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
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
        "node"
      ],
      "operation": MembershipPlanListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "MembershipPlanList_community",
  "selections": [
    {
      "alias": "membershipPlans",
      "args": null,
      "concreteType": "MembershipPlanConnection",
      "kind": "LinkedField",
      "name": "__MembershipPlanList_membershipPlans_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MembershipPlanEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "MembershipPlan",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
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
                  "name": "description",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "monthlyPrice",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "perks",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SubscribeConfirmation_plan"
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
    },
    (v1/*:: as any*/)
  ],
  "type": "Community",
  "abstractKey": null
};
})();

(node as any).hash = "b99b1af92eba97022d10059c7b8568da";

export default node;
