/**
 * @generated SignedSource<<56e60fd80d7f5ee4c5dff4b401defb63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckInStoresPageQuery$variables = Record<PropertyKey, never>;
export type CheckInStoresPageQuery$data = {
  readonly checkIn: {
    readonly points: number;
    readonly storeItems: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"StoreItemCard_item">;
    }>;
  };
};
export type CheckInStoresPageQuery = {
  response: CheckInStoresPageQuery$data;
  variables: CheckInStoresPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckInStoresPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckInStatus",
        "kind": "LinkedField",
        "name": "checkIn",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CheckInStoreItem",
            "kind": "LinkedField",
            "name": "storeItems",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "StoreItemCard_item"
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
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CheckInStoresPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckInStatus",
        "kind": "LinkedField",
        "name": "checkIn",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CheckInStoreItem",
            "kind": "LinkedField",
            "name": "storeItems",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "pricePoints",
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
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollectableCard",
                    "kind": "LinkedField",
                    "name": "card",
                    "plural": false,
                    "selections": (v2/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "51869cc124d47e514310a76160713a9f",
    "id": null,
    "metadata": {},
    "name": "CheckInStoresPageQuery",
    "operationKind": "query",
    "text": "query CheckInStoresPageQuery {\n  checkIn {\n    points\n    storeItems {\n      id\n      ...StoreItemCard_item\n    }\n    id\n  }\n}\n\nfragment RewardList_rewards on Reward {\n  kind\n  amount\n  badge {\n    name\n    id\n  }\n  card {\n    name\n    id\n  }\n}\n\nfragment StoreItemCard_item on CheckInStoreItem {\n  id\n  title\n  description\n  pricePoints\n  rewards {\n    ...RewardList_rewards\n  }\n}\n"
  }
};
})();

(node as any).hash = "90542d0545d3be25384cc737ade31556";

export default node;
