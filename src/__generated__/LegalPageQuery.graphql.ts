/**
 * @generated SignedSource<<e03e1ddc35c203d632004c7cbcad9913>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LegalPageQuery$variables = Record<PropertyKey, never>;
export type LegalPageQuery$data = {
  readonly community: {
    readonly storeLegal: {
      readonly additionalCosts: string;
      readonly coinIssuer: string;
      readonly coinNotice: string;
      readonly deliveryTiming: string;
      readonly paymentTiming: string;
      readonly phone: string;
      readonly representative: string;
      readonly returnPolicy: string;
      readonly seller: {
        readonly address: string;
        readonly email: string;
        readonly name: string;
      };
    };
  };
};
export type LegalPageQuery = {
  response: LegalPageQuery$data;
  variables: LegalPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "StoreLegal",
  "kind": "LinkedField",
  "name": "storeLegal",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StoreSeller",
      "kind": "LinkedField",
      "name": "seller",
      "plural": false,
      "selections": [
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
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "representative",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentTiming",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryTiming",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "returnPolicy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "additionalCosts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coinIssuer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coinNotice",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LegalPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LegalPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cca4fde51fcea5e96e4c12ce081ed7d6",
    "id": null,
    "metadata": {},
    "name": "LegalPageQuery",
    "operationKind": "query",
    "text": "query LegalPageQuery {\n  community {\n    storeLegal {\n      seller {\n        name\n        address\n        email\n      }\n      representative\n      phone\n      paymentTiming\n      deliveryTiming\n      returnPolicy\n      additionalCosts\n      coinIssuer\n      coinNotice\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6428ea86c2ecf8e7681b0fd2427b544";

export default node;
