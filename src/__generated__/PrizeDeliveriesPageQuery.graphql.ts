/**
 * @generated SignedSource<<bb121a44bbaf56e0c86a2d0cfa4dd969>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrizeDeliveriesPageQuery$variables = {
  awaitingCount: number;
  count: number;
};
export type PrizeDeliveriesPageQuery$data = {
  readonly viewer: {
    readonly isSignedIn: boolean;
    readonly treasurePullsAwaitingDelivery: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly prize: {
            readonly imageUrl: string;
            readonly name: string;
          };
        };
      }>;
      readonly pageInfo: {
        readonly hasNextPage: boolean;
      };
    };
    readonly " $fragmentSpreads": FragmentRefs<"PrizeDeliveriesPage_viewer">;
  };
};
export type PrizeDeliveriesPageQuery = {
  response: PrizeDeliveriesPageQuery$data;
  variables: PrizeDeliveriesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "awaitingCount"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSignedIn",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "awaitingCount"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasNextPage",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "TreasureMachinePrize",
    "kind": "LinkedField",
    "name": "prize",
    "plural": false,
    "selections": [
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "storageKey": null
  }
],
v10 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PrizeDeliveriesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "TreasurePullConnection",
            "kind": "LinkedField",
            "name": "treasurePullsAwaitingDelivery",
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
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TreasureMachinePrize",
                        "kind": "LinkedField",
                        "name": "prize",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": [
              {
                "kind": "Variable",
                "name": "count",
                "variableName": "count"
              }
            ],
            "kind": "FragmentSpread",
            "name": "PrizeDeliveriesPage_viewer"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PrizeDeliveriesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "TreasurePullConnection",
            "kind": "LinkedField",
            "name": "treasurePullsAwaitingDelivery",
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
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "RealGoodsDeliveryConnection",
            "kind": "LinkedField",
            "name": "realGoodsDeliveries",
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
                      (v4/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "requestedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TreasurePull",
                        "kind": "LinkedField",
                        "name": "pulls",
                        "plural": true,
                        "selections": (v9/*:: as any*/),
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
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "PrizeDeliveriesPage_realGoodsDeliveries",
            "kind": "LinkedHandle",
            "name": "realGoodsDeliveries"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1ecedd184e4a98a00563056d3eea8a23",
    "id": null,
    "metadata": {},
    "name": "PrizeDeliveriesPageQuery",
    "operationKind": "query",
    "text": "query PrizeDeliveriesPageQuery(\n  $count: Int!\n  $awaitingCount: Int!\n) {\n  viewer {\n    isSignedIn\n    treasurePullsAwaitingDelivery(first: $awaitingCount) {\n      edges {\n        node {\n          id\n          prize {\n            name\n            imageUrl\n            id\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    ...PrizeDeliveriesPage_viewer_yu5n1\n  }\n}\n\nfragment PrizeDeliveriesPage_viewer_yu5n1 on Viewer {\n  realGoodsDeliveries(first: $count) {\n    edges {\n      node {\n        id\n        ...RealGoodsDeliveryCard_delivery\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment RealGoodsDeliveryCard_delivery on RealGoodsDelivery {\n  id\n  status\n  requestedAt\n  pulls {\n    id\n    prize {\n      name\n      imageUrl\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b7e3a9a1b2d81020795282dc662facc5";

export default node;
