/**
 * @generated SignedSource<<bdbe19e7d622b64841e44b14b966ea6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StepMissionPageQuery$variables = Record<PropertyKey, never>;
export type StepMissionPageQuery$data = {
  readonly stepMission: {
    readonly " $fragmentSpreads": FragmentRefs<"StepTrack_track">;
  };
};
export type StepMissionPageQuery = {
  response: StepMissionPageQuery$data;
  variables: StepMissionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StepMissionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StepMissionTrack",
        "kind": "LinkedField",
        "name": "stepMission",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StepTrack_track"
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
    "name": "StepMissionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StepMissionTrack",
        "kind": "LinkedField",
        "name": "stepMission",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "points",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StepMissionStep",
            "kind": "LinkedField",
            "name": "steps",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
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
                "name": "requiredPoints",
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
                "concreteType": "Reward",
                "kind": "LinkedField",
                "name": "rewards",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Badge",
                    "kind": "LinkedField",
                    "name": "badge",
                    "plural": false,
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollectableCard",
                    "kind": "LinkedField",
                    "name": "card",
                    "plural": false,
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e3300eb5b3a06a13eb7d65818965da4f",
    "id": null,
    "metadata": {},
    "name": "StepMissionPageQuery",
    "operationKind": "query",
    "text": "query StepMissionPageQuery {\n  stepMission {\n    ...StepTrack_track\n    id\n  }\n}\n\nfragment RewardList_rewards on Reward {\n  kind\n  amount\n  badge {\n    name\n    id\n  }\n  card {\n    name\n    id\n  }\n}\n\nfragment StepTrack_track on StepMissionTrack {\n  points\n  steps {\n    id\n    title\n    requiredPoints\n    status\n    rewards {\n      ...RewardList_rewards\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "409e328a158cbf4a50956aee960612b2";

export default node;
