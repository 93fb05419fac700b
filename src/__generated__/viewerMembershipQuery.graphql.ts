/**
 * @generated SignedSource<<758cc04abf6d34e6199169614b593a23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type viewerMembershipQuery$variables = Record<PropertyKey, never>;
export type viewerMembershipQuery$data = {
  readonly viewer: {
    readonly isSignedIn: boolean;
    readonly joinedCommunity: {
      readonly __typename: "Community";
    } | null | undefined;
  };
};
export type viewerMembershipQuery = {
  response: viewerMembershipQuery$data;
  variables: viewerMembershipQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSignedIn",
  "storageKey": null
},
v1 = {
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
    "name": "viewerMembershipQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Community",
            "kind": "LinkedField",
            "name": "joinedCommunity",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
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
    "name": "viewerMembershipQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Community",
            "kind": "LinkedField",
            "name": "joinedCommunity",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    "cacheID": "bcf56055016adee068d85df99334c391",
    "id": null,
    "metadata": {},
    "name": "viewerMembershipQuery",
    "operationKind": "query",
    "text": "query viewerMembershipQuery {\n  viewer {\n    isSignedIn\n    joinedCommunity {\n      __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d916e7be3dcf7dd37a9b32a613f076ed";

export default node;
