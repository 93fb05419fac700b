/**
 * @generated SignedSource<<0fc9ee87ef82bea388d2660070896af9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckInPageQuery$variables = Record<PropertyKey, never>;
export type CheckInPageQuery$data = {
  readonly checkIn: {
    readonly " $fragmentSpreads": FragmentRefs<"CheckInSummary_checkIn">;
  };
  readonly viewer: {
    readonly joinedCommunity: {
      readonly __typename: "Community";
    } | null | undefined;
  };
};
export type CheckInPageQuery = {
  response: CheckInPageQuery$data;
  variables: CheckInPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckInPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Community",
            "kind": "LinkedField",
            "name": "joinedCommunity",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckInStatus",
        "kind": "LinkedField",
        "name": "checkIn",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CheckInSummary_checkIn"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CheckInPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Community",
            "kind": "LinkedField",
            "name": "joinedCommunity",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckInStatus",
        "kind": "LinkedField",
        "name": "checkIn",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "today",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "checkedInToday",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "streak",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "points",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6b2b39d310f58cb94998b6cd0ce82344",
    "id": null,
    "metadata": {},
    "name": "CheckInPageQuery",
    "operationKind": "query",
    "text": "query CheckInPageQuery {\n  viewer {\n    joinedCommunity {\n      __typename\n      id\n    }\n  }\n  checkIn {\n    ...CheckInSummary_checkIn\n    id\n  }\n}\n\nfragment CheckInSummary_checkIn on CheckInStatus {\n  today\n  checkedInToday\n  streak\n  total\n  points\n}\n"
  }
};
})();

(node as any).hash = "0bb1f7edd17838dda939d0df5ec0c0df";

export default node;
