/**
 * @generated SignedSource<<6a1b2c04fa52c263406d70675cbe82d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PrizeDeliveryDonePageQuery$variables = {
  deliveryId: string;
};
export type PrizeDeliveryDonePageQuery$data = {
  readonly node: {
    readonly delivery: {
      readonly id: string;
      readonly pulls: ReadonlyArray<{
        readonly id: string;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type PrizeDeliveryDonePageQuery = {
  response: PrizeDeliveryDonePageQuery$data;
  variables: PrizeDeliveryDonePageQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "TreasurePull",
  "kind": "LinkedField",
  "name": "pulls",
  "plural": true,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PrizeDeliveryDonePageQuery",
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
                (v3/*:: as any*/)
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
    "name": "PrizeDeliveryDonePageQuery",
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "RealGoodsDelivery",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "89c10a7f4ef9d5ebd7f98c964a3f88f2",
    "id": null,
    "metadata": {},
    "name": "PrizeDeliveryDonePageQuery",
    "operationKind": "query",
    "text": "query PrizeDeliveryDonePageQuery(\n  $deliveryId: ID!\n) {\n  node(id: $deliveryId) {\n    __typename\n    ... on RealGoodsDelivery {\n      id\n      pulls {\n        id\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f72d7bc98f88d15ddd19b85085ca0bb7";

export default node;
