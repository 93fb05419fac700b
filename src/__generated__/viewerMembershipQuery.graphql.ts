/**
 * @generated SignedSource<<066aa5752a2f2beda8b7e074ef5da704>>
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
      readonly id: string;
    } | null | undefined;
  };
};
export type viewerMembershipQuery = {
  response: viewerMembershipQuery$data;
  variables: viewerMembershipQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "ClientExtension",
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
            "kind": "ScalarField",
            "name": "isSignedIn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Community",
            "kind": "LinkedField",
            "name": "joinedCommunity",
            "plural": false,
            "selections": [
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "viewerMembershipQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "viewerMembershipQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "13f306f46c46078260e2d58994ea7a14",
    "id": null,
    "metadata": {},
    "name": "viewerMembershipQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "90260549b6d1275aebc1704ef2c346da";

export default node;
