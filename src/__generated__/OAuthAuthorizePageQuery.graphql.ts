/**
 * @generated SignedSource<<9e5f860b9b779abe2fc340ec87c29083>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OAuthAuthorizePageQuery$variables = {
  uid: string;
};
export type OAuthAuthorizePageQuery$data = {
  readonly oauthAuthorization: {
    readonly clientName: string;
    readonly uid: string;
  } | null | undefined;
  readonly viewer: {
    readonly user: {
      readonly __typename: "User";
    } | null | undefined;
  };
};
export type OAuthAuthorizePageQuery = {
  response: OAuthAuthorizePageQuery$data;
  variables: OAuthAuthorizePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "uid"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "uid",
      "variableName": "uid"
    }
  ],
  "concreteType": "OAuthAuthorization",
  "kind": "LinkedField",
  "name": "oauthAuthorization",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientName",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OAuthAuthorizePageQuery",
    "selections": [
      (v1/*:: as any*/),
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
              (v2/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OAuthAuthorizePageQuery",
    "selections": [
      (v1/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aaee02e30d1cbe3cb402575daedda02b",
    "id": null,
    "metadata": {},
    "name": "OAuthAuthorizePageQuery",
    "operationKind": "query",
    "text": "query OAuthAuthorizePageQuery(\n  $uid: String!\n) {\n  oauthAuthorization(uid: $uid) {\n    uid\n    clientName\n  }\n  viewer {\n    user {\n      __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "99605cb091fd39881df854621467da1a";

export default node;
