/**
 * @generated SignedSource<<97a27fbff1055fa535ea19d07488f13a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveDeliveryAddressInput = {
  clientMutationId: string;
  id: string;
};
export type useRemoveDeliveryAddressMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RemoveDeliveryAddressInput;
};
export type useRemoveDeliveryAddressMutation$data = {
  readonly removeDeliveryAddress: {
    readonly __typename: string;
    readonly message?: string;
    readonly removedDeliveryAddressId?: string;
  };
};
export type useRemoveDeliveryAddressMutation = {
  response: useRemoveDeliveryAddressMutation$data;
  variables: useRemoveDeliveryAddressMutation$variables;
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
  "name": "removedDeliveryAddressId",
  "storageKey": null
},
v5 = {
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
    "name": "useRemoveDeliveryAddressMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeDeliveryAddress",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "RemoveDeliveryAddressPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "useRemoveDeliveryAddressMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeDeliveryAddress",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "removedDeliveryAddressId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "RemoveDeliveryAddressPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ca225e2bf842fe998cfe72f9e4d0b502",
    "id": null,
    "metadata": {},
    "name": "useRemoveDeliveryAddressMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveDeliveryAddressMutation(\n  $input: RemoveDeliveryAddressInput!\n) {\n  removeDeliveryAddress(input: $input) {\n    __typename\n    ... on RemoveDeliveryAddressPayload {\n      removedDeliveryAddressId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "64d9e8da66ffcf307c3c8b9b01b3fcae";

export default node;
