/**
 * @generated SignedSource<<d32a591a520d3c47ca9cd7b2d8fb6a6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveDeliveryAddressInput = {
  building?: string | null | undefined;
  city: string;
  clientMutationId: string;
  id?: string | null | undefined;
  makeDefault?: boolean | null | undefined;
  phone: string;
  postalCode: string;
  prefecture: string;
  recipientName: string;
  street: string;
};
export type useSaveDeliveryAddressMutation$variables = {
  connections: ReadonlyArray<string>;
  input: SaveDeliveryAddressInput;
};
export type useSaveDeliveryAddressMutation$data = {
  readonly saveDeliveryAddress: {
    readonly __typename: string;
    readonly deliveryAddress?: {
      readonly address: {
        readonly " $fragmentSpreads": FragmentRefs<"DeliveryAddressForm_address" | "ShippingAddressText_address">;
      };
      readonly id: string;
      readonly isDefault: boolean;
    };
    readonly field?: string;
    readonly message?: string;
  };
};
export type useSaveDeliveryAddressMutation = {
  response: useSaveDeliveryAddressMutation$data;
  variables: useSaveDeliveryAddressMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
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
  "name": "isDefault",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    }
  ],
  "type": "InvalidInputError",
  "abstractKey": null
},
v7 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveDeliveryAddressMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveDeliveryAddress",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeliveryAddress",
                "kind": "LinkedField",
                "name": "deliveryAddress",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
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
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "DeliveryAddressForm_address"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveDeliveryAddressPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSaveDeliveryAddressMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveDeliveryAddress",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeliveryAddress",
                "kind": "LinkedField",
                "name": "deliveryAddress",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
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
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "appendNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "deliveryAddress",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "DeliveryAddressEdge"
                  }
                ]
              }
            ],
            "type": "SaveDeliveryAddressPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "88e1803119ed90f79900b260c30af060",
    "id": null,
    "metadata": {},
    "name": "useSaveDeliveryAddressMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveDeliveryAddressMutation(\n  $input: SaveDeliveryAddressInput!\n) {\n  saveDeliveryAddress(input: $input) {\n    __typename\n    ... on SaveDeliveryAddressPayload {\n      deliveryAddress {\n        id\n        isDefault\n        address {\n          ...ShippingAddressText_address\n          ...DeliveryAddressForm_address\n        }\n      }\n    }\n    ... on InvalidInputError {\n      field\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment DeliveryAddressForm_address on ShippingAddress {\n  recipientName\n  postalCode\n  prefecture\n  city\n  street\n  building\n  phone\n}\n\nfragment ShippingAddressText_address on ShippingAddress {\n  recipientName\n  postalCode\n  prefecture\n  city\n  street\n  building\n  phone\n}\n"
  }
};
})();

(node as any).hash = "d775e96424136f194bf2cf38268525e4";

export default node;
