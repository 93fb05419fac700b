/**
 * @generated SignedSource<<c43a492f2b6da908eedd18a385386dff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TreasurePullDelivery = "AWAITING_ADDRESS" | "NONE" | "REQUESTED";
export type PrizeDeliveryConfirmPageQuery$variables = {
  addressId: string;
  pullIds: ReadonlyArray<string>;
};
export type PrizeDeliveryConfirmPageQuery$data = {
  readonly address: {
    readonly deliveryAddress: {
      readonly address: {
        readonly " $fragmentSpreads": FragmentRefs<"ShippingAddressText_address">;
      };
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
  readonly pulls: ReadonlyArray<{
    readonly pull: {
      readonly delivery: TreasurePullDelivery;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DeliveryPrizeList_pulls">;
    } | null | undefined;
  } | null | undefined>;
};
export type PrizeDeliveryConfirmPageQuery = {
  response: PrizeDeliveryConfirmPageQuery$data;
  variables: PrizeDeliveryConfirmPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "addressId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pullIds"
},
v2 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "pullIds"
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
  "name": "delivery",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "addressId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PrizeDeliveryConfirmPageQuery",
    "selections": [
      {
        "alias": "pulls",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DeliveryPrizeList_pulls"
                }
              ],
              "type": "TreasurePull",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "pull"
          }
        ],
        "storageKey": null
      },
      {
        "alias": "address",
        "args": (v5/*:: as any*/),
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
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ShippingAddress",
                  "kind": "LinkedField",
                  "name": "address",
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
              "type": "DeliveryAddress",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "deliveryAddress"
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
    "name": "PrizeDeliveryConfirmPageQuery",
    "selections": [
      {
        "alias": "pulls",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v6/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
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
                  (v3/*:: as any*/),
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
                    "name": "imageUrl",
                    "storageKey": null
                  },
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
            "type": "TreasurePull",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "address",
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
              }
            ],
            "type": "DeliveryAddress",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c400917e9a7917449c13c17045e02aff",
    "id": null,
    "metadata": {},
    "name": "PrizeDeliveryConfirmPageQuery",
    "operationKind": "query",
    "text": "query PrizeDeliveryConfirmPageQuery(\n  $pullIds: [ID!]!\n  $addressId: ID!\n) {\n  pulls: nodes(ids: $pullIds) {\n    __typename\n    ... on TreasurePull {\n      id\n      delivery\n      ...DeliveryPrizeList_pulls\n    }\n    id\n  }\n  address: node(id: $addressId) {\n    __typename\n    ... on DeliveryAddress {\n      id\n      address {\n        ...ShippingAddressText_address\n      }\n    }\n    id\n  }\n}\n\nfragment DeliveryPrizeList_pulls on TreasurePull {\n  id\n  prize {\n    id\n    name\n    imageUrl\n    rankCode\n  }\n}\n\nfragment ShippingAddressText_address on ShippingAddress {\n  recipientName\n  postalCode\n  prefecture\n  city\n  street\n  building\n  phone\n}\n"
  }
};
})();

(node as any).hash = "a23674f36581cb43eb7fee55d8177a07";

export default node;
