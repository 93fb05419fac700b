/**
 * @generated SignedSource<<930c1b98f51891e2f05e5cb5e01faa95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TreasurePullDelivery = "AWAITING_ADDRESS" | "NONE" | "REQUESTED";
export type RequestTreasurePrizeDeliveryInput = {
  clientMutationId: string;
  deliveryAddressId: string;
  pullIds: ReadonlyArray<string>;
};
export type PrizeDeliveryPageRequestMutation$variables = {
  input: RequestTreasurePrizeDeliveryInput;
};
export type PrizeDeliveryPageRequestMutation$data = {
  readonly requestTreasurePrizeDelivery: {
    readonly __typename: string;
    readonly message?: string;
    readonly pulls?: ReadonlyArray<{
      readonly delivery: TreasurePullDelivery;
      readonly id: string;
    }>;
  };
};
export type PrizeDeliveryPageRequestMutation = {
  response: PrizeDeliveryPageRequestMutation$data;
  variables: PrizeDeliveryPageRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "delivery",
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
    "name": "PrizeDeliveryPageRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PrizeDeliveryPageRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8bb6ef2a18513d8e621e8c7936727b00",
    "id": null,
    "metadata": {},
    "name": "PrizeDeliveryPageRequestMutation",
    "operationKind": "mutation",
    "text": "mutation PrizeDeliveryPageRequestMutation(\n  $input: RequestTreasurePrizeDeliveryInput!\n) {\n  requestTreasurePrizeDelivery(input: $input) {\n    __typename\n    ... on RequestTreasurePrizeDeliveryPayload {\n      pulls {\n        id\n        delivery\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fdfb6057b4a26b1e631bcd8a3e46317b";

export default node;
