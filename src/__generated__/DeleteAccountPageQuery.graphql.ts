/**
 * @generated SignedSource<<a58130e407f40a9f68cd5ff79d449087>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteAccountPageQuery$variables = Record<PropertyKey, never>;
export type DeleteAccountPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly __typename: "User";
    } | null | undefined;
  };
};
export type DeleteAccountPageQuery = {
  response: DeleteAccountPageQuery$data;
  variables: DeleteAccountPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteAccountPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeleteAccountPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b7f1ab7627e26e9a879fc80a19a39784",
    "id": null,
    "metadata": {},
    "name": "DeleteAccountPageQuery",
    "operationKind": "query",
    "text": "query DeleteAccountPageQuery {\n  viewer {\n    user {\n      __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b708fff2ca04e7674b04deb7cfa0ad6e";

export default node;
