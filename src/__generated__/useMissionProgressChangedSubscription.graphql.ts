/**
 * @generated SignedSource<<a1c08ee6a277845dd2c7c32647759b3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useMissionProgressChangedSubscription$variables = Record<PropertyKey, never>;
export type useMissionProgressChangedSubscription$data = {
  readonly missionProgressChanged: {
    readonly missions: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"MissionCard_mission">;
    }>;
    readonly reached: ReadonlyArray<{
      readonly id: string;
      readonly title: string;
    }>;
  };
};
export type useMissionProgressChangedSubscription = {
  response: useMissionProgressChangedSubscription$data;
  variables: useMissionProgressChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Mission",
  "kind": "LinkedField",
  "name": "reached",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = [
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
    "name": "useMissionProgressChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MissionProgressChangedEvent",
        "kind": "LinkedField",
        "name": "missionProgressChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Mission",
            "kind": "LinkedField",
            "name": "missions",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MissionCard_mission"
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMissionProgressChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MissionProgressChangedEvent",
        "kind": "LinkedField",
        "name": "missionProgressChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Mission",
            "kind": "LinkedField",
            "name": "missions",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
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
                "name": "progress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "targetCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "claimed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "claimable",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resetsAt",
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
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollectableCard",
                    "kind": "LinkedField",
                    "name": "card",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0f9e61c97f6eca3dcfe52146fd585665",
    "id": null,
    "metadata": {},
    "name": "useMissionProgressChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useMissionProgressChangedSubscription {\n  missionProgressChanged {\n    missions {\n      ...MissionCard_mission\n      id\n    }\n    reached {\n      id\n      title\n    }\n  }\n}\n\nfragment MissionCard_mission on Mission {\n  id\n  title\n  description\n  progress\n  targetCount\n  claimed\n  claimable\n  resetsAt\n  rewards {\n    ...RewardList_rewards\n  }\n}\n\nfragment RewardList_rewards on Reward {\n  kind\n  amount\n  badge {\n    name\n    id\n  }\n  card {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "38ca293d5b8154ddd2037acf03f852e1";

export default node;
