/**
 * @generated SignedSource<<16806c292fe33dc4f5315f1fbd10849c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OAuthConsentCardTestQuery$variables = Record<PropertyKey, never>;
export type OAuthConsentCardTestQuery$data = {
  readonly oauthAuthorization: {
    readonly " $fragmentSpreads": FragmentRefs<"OAuthConsentCard_authorization">;
  } | null | undefined;
  readonly viewer: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"OAuthConsentCard_viewer">;
    } | null | undefined;
  };
};
export type OAuthConsentCardTestQuery = {
  response: OAuthConsentCardTestQuery$data;
  variables: OAuthConsentCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "uid",
    "value": "mock-interaction-1"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OAuthConsentCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "OAuthAuthorization",
        "kind": "LinkedField",
        "name": "oauthAuthorization",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OAuthConsentCard_authorization"
          }
        ],
        "storageKey": "oauthAuthorization(uid:\"mock-interaction-1\")"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OAuthConsentCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scopes",
            "storageKey": null
          }
        ],
        "storageKey": "oauthAuthorization(uid:\"mock-interaction-1\")"
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
    "cacheID": "e020d9f21d2ff12f0b4cec03ef08690a",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "oauthAuthorization": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OAuthAuthorization"
        },
        "oauthAuthorization.clientName": (v1/*:: as any*/),
        "oauthAuthorization.scopes": {
          "enumValues": [
            "OPENID",
            "PROFILE",
            "EMAIL"
          ],
          "nullable": false,
          "plural": true,
          "type": "OAuthScope"
        },
        "oauthAuthorization.uid": (v1/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.user": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.user.avatarUrl": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.user.displayName": (v1/*:: as any*/),
        "viewer.user.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "OAuthConsentCardTestQuery",
    "operationKind": "query",
    "text": "query OAuthConsentCardTestQuery {\n  oauthAuthorization(uid: \"mock-interaction-1\") {\n    ...OAuthConsentCard_authorization\n  }\n  viewer {\n    user {\n      ...OAuthConsentCard_viewer\n      id\n    }\n  }\n}\n\nfragment OAuthConsentCard_authorization on OAuthAuthorization {\n  uid\n  clientName\n  scopes\n}\n\nfragment OAuthConsentCard_viewer on User {\n  displayName\n  avatarUrl\n}\n"
  }
};
})();

(node as any).hash = "68013d17467e27abc1641d14408a46eb";

export default node;
