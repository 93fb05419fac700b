/**
 * @generated SignedSource<<107cca54f9cac71d6eddb18a28a70e08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type relayTestGardenQuery$variables = Record<PropertyKey, never>;
export type relayTestGardenQuery$data = {
  readonly community: {
    readonly bannerUrl: string | null | undefined;
    readonly memberCount: number;
    readonly name: string;
  };
  readonly viewer: {
    readonly isSignedIn: boolean;
  };
};
export type relayTestGardenQuery = {
  response: relayTestGardenQuery$data;
  variables: relayTestGardenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memberCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bannerUrl",
  "storageKey": null
},
v3 = {
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
      "kind": "ScalarField",
      "name": "isSignedIn",
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
    "name": "relayTestGardenQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "relayTestGardenQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "cb8a30e36d8ecbe07f7e75e643fcf45d",
    "id": null,
    "metadata": {},
    "name": "relayTestGardenQuery",
    "operationKind": "query",
    "text": "query relayTestGardenQuery {\n  community {\n    name\n    memberCount\n    bannerUrl\n    id\n  }\n  viewer {\n    isSignedIn\n  }\n}\n"
  }
};
})();

(node as any).hash = "d4e78b2479ac113582e06ab296a2ef2e";

export default node;
