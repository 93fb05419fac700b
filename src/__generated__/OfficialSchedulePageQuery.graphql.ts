/**
 * @generated SignedSource<<66d7ad187be8c3cf218f60d961467474>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfficialSchedulePageQuery$variables = {
  scheduleId: string;
};
export type OfficialSchedulePageQuery$data = {
  readonly node: {
    readonly schedule: {
      readonly " $fragmentSpreads": FragmentRefs<"ScheduleDetail_schedule">;
    } | null | undefined;
  } | null | undefined;
};
export type OfficialSchedulePageQuery = {
  response: OfficialSchedulePageQuery$data;
  variables: OfficialSchedulePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "scheduleId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "scheduleId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OfficialSchedulePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ScheduleDetail_schedule"
                }
              ],
              "type": "OfficialSchedule",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "schedule"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OfficialSchedulePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
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
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startsAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endsAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "place",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "streamUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "calendarFileUrl",
                "storageKey": null
              }
            ],
            "type": "OfficialSchedule",
            "abstractKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "228a3a03a4a13a118ca66322d3c89540",
    "id": null,
    "metadata": {},
    "name": "OfficialSchedulePageQuery",
    "operationKind": "query",
    "text": "query OfficialSchedulePageQuery(\n  $scheduleId: ID!\n) {\n  node(id: $scheduleId) {\n    __typename\n    ... on OfficialSchedule {\n      ...ScheduleDetail_schedule\n    }\n    id\n  }\n}\n\nfragment ScheduleDetail_schedule on OfficialSchedule {\n  title\n  description\n  startsAt\n  endsAt\n  place\n  streamUrl\n  calendarFileUrl\n}\n"
  }
};
})();

(node as any).hash = "c76aee239beb1b50ec34bea56a0b2cd6";

export default node;
