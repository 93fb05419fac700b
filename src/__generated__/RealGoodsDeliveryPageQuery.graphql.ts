/**
 * @generated SignedSource<<5c0cf7568a0033f436a5896cb2e63cb8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RealGoodsDeliveryStatus = "REQUESTED" | "SHIPPED";
export type RealGoodsDeliveryPageQuery$variables = {
  deliveryId: string;
};
export type RealGoodsDeliveryPageQuery$data = {
  readonly node: {
    readonly delivery: {
      readonly prizeDrawEntries: ReadonlyArray<{
        readonly id: string;
        readonly prize: {
          readonly imageUrl: string;
          readonly name: string;
        } | null | undefined;
        readonly prizeDraw: {
          readonly title: string;
        };
      }>;
      readonly pulls: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"DeliveryPrizeList_pulls">;
      }>;
      readonly shippingAddress: {
        readonly " $fragmentSpreads": FragmentRefs<"ShippingAddressText_address">;
      };
      readonly status: RealGoodsDeliveryStatus;
      readonly " $fragmentSpreads": FragmentRefs<"RealGoodsDeliveryProgress_delivery">;
    } | null | undefined;
  } | null | undefined;
};
export type RealGoodsDeliveryPageQuery = {
  response: RealGoodsDeliveryPageQuery$data;
  variables: RealGoodsDeliveryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "deliveryId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "deliveryId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
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
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RealGoodsDeliveryPageQuery",
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
                (v2/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "RealGoodsDeliveryProgress_delivery"
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TreasurePull",
                  "kind": "LinkedField",
                  "name": "pulls",
                  "plural": true,
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "DeliveryPrizeList_pulls"
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PrizeDrawEntry",
                  "kind": "LinkedField",
                  "name": "prizeDrawEntries",
                  "plural": true,
                  "selections": [
                    (v3/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "PrizeDrawPrize",
                      "kind": "LinkedField",
                      "name": "prize",
                      "plural": false,
                      "selections": [
                        (v4/*:: as any*/),
                        (v5/*:: as any*/)
                      ],
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
                        (v6/*:: as any*/)
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ShippingAddress",
                  "kind": "LinkedField",
                  "name": "shippingAddress",
                  "plural": false,
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ShippingAddressText_address"
                    }
                  ],
                  "storageKey": null
                }
              ],
              "type": "RealGoodsDelivery",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "delivery"
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
    "name": "RealGoodsDeliveryPageQuery",
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
              (v2/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "shippedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "carrier",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trackingNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasurePull",
                "kind": "LinkedField",
                "name": "pulls",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TreasureMachinePrize",
                    "kind": "LinkedField",
                    "name": "prize",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rankCode",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PrizeDrawEntry",
                "kind": "LinkedField",
                "name": "prizeDrawEntries",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PrizeDrawPrize",
                    "kind": "LinkedField",
                    "name": "prize",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
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
                      (v6/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ShippingAddress",
                "kind": "LinkedField",
                "name": "shippingAddress",
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
              }
            ],
            "type": "RealGoodsDelivery",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1f2e64411c65020318127401a48e446b",
    "id": null,
    "metadata": {},
    "name": "RealGoodsDeliveryPageQuery",
    "operationKind": "query",
    "text": "query RealGoodsDeliveryPageQuery(\n  $deliveryId: ID!\n) {\n  node(id: $deliveryId) {\n    __typename\n    ... on RealGoodsDelivery {\n      status\n      ...RealGoodsDeliveryProgress_delivery\n      pulls {\n        ...DeliveryPrizeList_pulls\n        id\n      }\n      prizeDrawEntries {\n        id\n        prize {\n          name\n          imageUrl\n          id\n        }\n        prizeDraw {\n          title\n          id\n        }\n      }\n      shippingAddress {\n        ...ShippingAddressText_address\n      }\n    }\n    id\n  }\n}\n\nfragment DeliveryPrizeList_pulls on TreasurePull {\n  id\n  prize {\n    id\n    name\n    imageUrl\n    rankCode\n  }\n}\n\nfragment RealGoodsDeliveryProgress_delivery on RealGoodsDelivery {\n  status\n  requestedAt\n  shippedAt\n  carrier\n  trackingNumber\n}\n\nfragment ShippingAddressText_address on ShippingAddress {\n  recipientName\n  postalCode\n  prefecture\n  city\n  street\n  building\n  phone\n}\n"
  }
};
})();

(node as any).hash = "c230324491d1559cf1eba46408e8f3b8";

export default node;
