/**
 * @generated SignedSource<<6889c44d8d3bb16718fa2b3af52e30b4>>
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
export type PrizeDeliveryConfirmPageRequestMutation$variables = {
  input: RequestTreasurePrizeDeliveryInput;
};
export type PrizeDeliveryConfirmPageRequestMutation$data = {
  readonly requestTreasurePrizeDelivery: {
    readonly __typename: string;
    readonly message?: string;
    readonly pulls?: ReadonlyArray<{
      readonly delivery: TreasurePullDelivery;
      readonly id: string;
    }>;
    readonly realGoodsDelivery?: {
      readonly id: string;
      readonly status: RealGoodsDeliveryStatus;
    };
  };
};
export type PrizeDeliveryConfirmPageRequestMutation = {
  response: PrizeDeliveryConfirmPageRequestMutation$data;
  variables: PrizeDeliveryConfirmPageRequestMutation$variables;
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
            "concreteType": "TreasurePull",
            "kind": "LinkedField",
            "name": "pulls",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "delivery",
                "storageKey": null
              }
            ],
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
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
    "name": "PrizeDeliveryConfirmPageRequestMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PrizeDeliveryConfirmPageRequestMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4d3d1b0b27f94b2646af93099dea74c8",
    "id": null,
    "metadata": {},
    "name": "PrizeDeliveryConfirmPageRequestMutation",
    "operationKind": "mutation",
    "text": "mutation PrizeDeliveryConfirmPageRequestMutation(\n  $input: RequestTreasurePrizeDeliveryInput!\n) {\n  requestTreasurePrizeDelivery(input: $input) {\n    __typename\n    ... on RequestTreasurePrizeDeliveryPayload {\n      pulls {\n        id\n        delivery\n      }\n      realGoodsDelivery {\n        id\n        status\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "421121487deadaa944bbb65213f0c031";

export default node;
