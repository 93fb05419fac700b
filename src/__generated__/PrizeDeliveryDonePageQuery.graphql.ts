/**
 * @generated SignedSource<<309fe862538cbeea77e84b677fbcbfc8>>
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
      readonly prizeDrawEntries: ReadonlyArray<{
        readonly id: string;
      }>;
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
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "PrizeDrawEntry",
  "kind": "LinkedField",
  "name": "prizeDrawEntries",
  "plural": true,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "TreasurePull",
  "kind": "LinkedField",
  "name": "pulls",
  "plural": true,
  "selections": (v3/*:: as any*/),
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
                (v4/*:: as any*/),
                (v5/*:: as any*/)
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
              (v4/*:: as any*/),
              (v5/*:: as any*/)
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
    "cacheID": "dcbca5842ee54a8ff6481cdddb557137",
    "id": null,
    "metadata": {},
    "name": "PrizeDeliveryDonePageQuery",
    "operationKind": "query",
    "text": "query PrizeDeliveryDonePageQuery(\n  $deliveryId: ID!\n) {\n  node(id: $deliveryId) {\n    __typename\n    ... on RealGoodsDelivery {\n      id\n      prizeDrawEntries {\n        id\n      }\n      pulls {\n        id\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "820d1e1ad94bb43a4aad45f84dd8160f";

export default node;
