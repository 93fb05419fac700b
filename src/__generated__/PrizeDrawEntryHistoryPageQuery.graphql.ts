/**
 * @generated SignedSource<<5ab02e5c0be70a19e08f70b0bc17a6fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrizeDrawEntryResult = "LOST" | "PENDING" | "WON";
export type PrizeDrawEntryRoute = "FREE" | "PURCHASE";
export type TreasurePullDelivery = "AWAITING_ADDRESS" | "NONE" | "REQUESTED";
export type PrizeDrawEntryHistoryPageQuery$variables = {
  addressCount: number;
  entryId: string;
};
export type PrizeDrawEntryHistoryPageQuery$data = {
  readonly node: {
    readonly entry: {
      readonly createdAt: string;
      readonly delivery: TreasurePullDelivery;
      readonly grantedAt: string | null | undefined;
      readonly id: string;
      readonly memberExtraDraw: boolean;
      readonly number: number;
      readonly prize: {
        readonly imageUrl: string;
        readonly name: string;
      } | null | undefined;
      readonly prizeDraw: {
        readonly closesAt: string;
        readonly id: string;
        readonly imageUrl: string;
        readonly title: string;
      };
      readonly realGoodsDelivery: {
        readonly id: string;
      } | null | undefined;
      readonly result: PrizeDrawEntryResult;
      readonly resultSeen: boolean;
      readonly route: PrizeDrawEntryRoute;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressBook_viewer">;
  };
};
export type PrizeDrawEntryHistoryPageQuery = {
  response: PrizeDrawEntryHistoryPageQuery$data;
  variables: PrizeDrawEntryHistoryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "addressCount"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "entryId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "entryId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "route",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memberExtraDraw",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "result",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resultSeen",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "delivery",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "grantedAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "RealGoodsDelivery",
  "kind": "LinkedField",
  "name": "realGoodsDelivery",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "PrizeDraw",
  "kind": "LinkedField",
  "name": "prizeDraw",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closesAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v17 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "addressCount"
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
    "name": "PrizeDrawEntryHistoryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                (v9/*:: as any*/),
                (v10/*:: as any*/),
                (v11/*:: as any*/),
                (v12/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PrizeDrawPrize",
                  "kind": "LinkedField",
                  "name": "prize",
                  "plural": false,
                  "selections": [
                    (v13/*:: as any*/),
                    (v14/*:: as any*/)
                  ],
                  "storageKey": null
                },
                (v15/*:: as any*/)
              ],
              "type": "PrizeDrawEntry",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "entry"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": [
              {
                "kind": "Variable",
                "name": "count",
                "variableName": "addressCount"
              }
            ],
            "kind": "FragmentSpread",
            "name": "AddressBook_viewer"
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
    "name": "PrizeDrawEntryHistoryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v16/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PrizeDrawPrize",
                "kind": "LinkedField",
                "name": "prize",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/)
            ],
            "type": "PrizeDrawEntry",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
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
            "args": (v17/*:: as any*/),
            "concreteType": "DeliveryAddressConnection",
            "kind": "LinkedField",
            "name": "deliveryAddresses",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeliveryAddressEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeliveryAddress",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isDefault",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ShippingAddress",
                        "kind": "LinkedField",
                        "name": "address",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "recipientName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "postalCode",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "prefecture",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "city",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "street",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "building",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "phone",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v16/*:: as any*/)
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
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v17/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "AddressBook_deliveryAddresses",
            "kind": "LinkedHandle",
            "name": "deliveryAddresses"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d2b2016e45f795a6eaf4e7aadca92a6e",
    "id": null,
    "metadata": {},
    "name": "PrizeDrawEntryHistoryPageQuery",
    "operationKind": "query",
    "text": "query PrizeDrawEntryHistoryPageQuery(\n  $entryId: ID!\n  $addressCount: Int!\n) {\n  node(id: $entryId) {\n    __typename\n    ... on PrizeDrawEntry {\n      id\n      number\n      route\n      memberExtraDraw\n      result\n      resultSeen\n      delivery\n      grantedAt\n      createdAt\n      realGoodsDelivery {\n        id\n      }\n      prize {\n        name\n        imageUrl\n        id\n      }\n      prizeDraw {\n        id\n        title\n        imageUrl\n        closesAt\n      }\n    }\n    id\n  }\n  viewer {\n    ...AddressBook_viewer_16J2q5\n  }\n}\n\nfragment AddressBook_viewer_16J2q5 on Viewer {\n  deliveryAddresses(first: $addressCount) {\n    edges {\n      node {\n        id\n        isDefault\n        address {\n          ...ShippingAddressText_address\n          ...DeliveryAddressForm_address\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment DeliveryAddressForm_address on ShippingAddress {\n  recipientName\n  postalCode\n  prefecture\n  city\n  street\n  building\n  phone\n}\n\nfragment ShippingAddressText_address on ShippingAddress {\n  recipientName\n  postalCode\n  prefecture\n  city\n  street\n  building\n  phone\n}\n"
  }
};
})();

(node as any).hash = "5c388847f701e6688c6e0df109e7571e";

export default node;
