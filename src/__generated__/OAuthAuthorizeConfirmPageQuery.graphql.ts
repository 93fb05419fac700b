/**
 * @generated SignedSource<<83bd053069068c4171c12e68aad6e349>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OAuthAuthorizeConfirmPageQuery$variables = {
  uid: string;
};
export type OAuthAuthorizeConfirmPageQuery$data = {
  readonly oauthAuthorization: {
    readonly uid: string;
    readonly " $fragmentSpreads": FragmentRefs<"OAuthConsentCard_authorization">;
  } | null | undefined;
  readonly viewer: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"OAuthConsentCard_viewer">;
    } | null | undefined;
  };
};
export type OAuthAuthorizeConfirmPageQuery = {
  response: OAuthAuthorizeConfirmPageQuery$data;
  variables: OAuthAuthorizeConfirmPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "uid"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "uid",
    "variableName": "uid"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uid",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OAuthAuthorizeConfirmPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OAuthAuthorization",
        "kind": "LinkedField",
        "name": "oauthAuthorization",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OAuthConsentCard_authorization"
          }
        ],
        "storageKey": null
      },
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OAuthConsentCard_viewer"
              }
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
    "name": "OAuthAuthorizeConfirmPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OAuthAuthorization",
        "kind": "LinkedField",
        "name": "oauthAuthorization",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scopes",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "avatarUrl",
                "storageKey": null
              },
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
    "cacheID": "7edfe70aa917abcaebb72aa184bcb4d8",
    "id": null,
    "metadata": {},
    "name": "OAuthAuthorizeConfirmPageQuery",
    "operationKind": "query",
    "text": "query OAuthAuthorizeConfirmPageQuery(\n  $uid: String!\n) {\n  oauthAuthorization(uid: $uid) {\n    uid\n    ...OAuthConsentCard_authorization\n  }\n  viewer {\n    user {\n      ...OAuthConsentCard_viewer\n      id\n    }\n  }\n}\n\nfragment OAuthConsentCard_authorization on OAuthAuthorization {\n  uid\n  clientName\n  scopes\n}\n\nfragment OAuthConsentCard_viewer on User {\n  displayName\n  avatarUrl\n}\n"
  }
};
})();

(node as any).hash = "c2f348aa75357ea0b0c6f42edb9e2a5c";

export default node;
