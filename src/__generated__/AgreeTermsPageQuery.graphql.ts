/**
 * @generated SignedSource<<38703cc6432ff295109e7fa9a636ac59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AgreeTermsPageQuery$variables = Record<PropertyKey, never>;
export type AgreeTermsPageQuery$data = {
  readonly currentTerms: {
    readonly publishedAt: string;
    readonly summary: string;
    readonly version: string;
  } | null | undefined;
  readonly termsVersion: string;
  readonly viewer: {
    readonly isSignedIn: boolean;
    readonly user: {
      readonly __typename: "User";
    } | null | undefined;
  };
};
export type AgreeTermsPageQuery = {
  response: AgreeTermsPageQuery$data;
  variables: AgreeTermsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "termsVersion",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "TermsVersion",
  "kind": "LinkedField",
  "name": "currentTerms",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSignedIn",
  "storageKey": null
},
v3 = {
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
    "name": "AgreeTermsPageQuery",
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
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
    "name": "AgreeTermsPageQuery",
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    "cacheID": "a7d8a9669b7bf421da45b2707f35709b",
    "id": null,
    "metadata": {},
    "name": "AgreeTermsPageQuery",
    "operationKind": "query",
    "text": "query AgreeTermsPageQuery {\n  termsVersion\n  currentTerms {\n    version\n    summary\n    publishedAt\n  }\n  viewer {\n    isSignedIn\n    user {\n      __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bd09321a6cd57de68a5022f9478a7512";

export default node;
