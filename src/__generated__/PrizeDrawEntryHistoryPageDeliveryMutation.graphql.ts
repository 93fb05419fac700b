/**
 * @generated SignedSource<<c856c7e9d43e5b97f99bd4f160e809fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RealGoodsDeliveryStatus = "REQUESTED" | "SHIPPED";
export type TreasurePullDelivery = "AWAITING_ADDRESS" | "NONE" | "REQUESTED";
export type RequestTreasurePrizeDeliveryInput = {
  clientMutationId: string;
  deliveryAddressId: string;
  prizeDrawEntryIds?: ReadonlyArray<string> | null | undefined;
  pullIds: ReadonlyArray<string>;
};
export type PrizeDrawEntryHistoryPageDeliveryMutation$variables = {
  input: RequestTreasurePrizeDeliveryInput;
};
export type PrizeDrawEntryHistoryPageDeliveryMutation$data = {
  readonly requestTreasurePrizeDelivery: {
    readonly __typename: string;
    readonly message?: string;
    readonly realGoodsDelivery?: {
      readonly id: string;
      readonly prizeDrawEntries: ReadonlyArray<{
        readonly delivery: TreasurePullDelivery;
        readonly id: string;
        readonly realGoodsDelivery: {
          readonly id: string;
        } | null | undefined;
      }>;
      readonly status: RealGoodsDeliveryStatus;
    };
  };
};
export type PrizeDrawEntryHistoryPageDeliveryMutation = {
  response: PrizeDrawEntryHistoryPageDeliveryMutation$data;
  variables: PrizeDrawEntryHistoryPageDeliveryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestTreasurePrizeDelivery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "RealGoodsDelivery",
            "kind": "LinkedField",
            "name": "realGoodsDelivery",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "concreteType": "PrizeDrawEntry",
                "kind": "LinkedField",
                "name": "prizeDrawEntries",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "delivery",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RealGoodsDelivery",
                    "kind": "LinkedField",
                    "name": "realGoodsDelivery",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RequestTreasurePrizeDeliveryPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PrizeDrawEntryHistoryPageDeliveryMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PrizeDrawEntryHistoryPageDeliveryMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "138da493f22909646023544bb929c74e",
    "id": null,
    "metadata": {},
    "name": "PrizeDrawEntryHistoryPageDeliveryMutation",
    "operationKind": "mutation",
    "text": "mutation PrizeDrawEntryHistoryPageDeliveryMutation(\n  $input: RequestTreasurePrizeDeliveryInput!\n) {\n  requestTreasurePrizeDelivery(input: $input) {\n    __typename\n    ... on RequestTreasurePrizeDeliveryPayload {\n      realGoodsDelivery {\n        id\n        status\n        prizeDrawEntries {\n          id\n          delivery\n          realGoodsDelivery {\n            id\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3832c02954c7f406849b6911d8e85e6";

export default node;
