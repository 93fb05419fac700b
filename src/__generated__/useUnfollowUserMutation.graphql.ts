/**
 * @generated SignedSource<<c5ece6e6bde3b6449ae572775cae0873>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UnfollowUserInput = {
  clientMutationId: string;
  userId: string;
};
export type useUnfollowUserMutation$variables = {
  input: UnfollowUserInput;
};
export type useUnfollowUserMutation$data = {
  readonly unfollowUser: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly followerCount: number;
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    };
    readonly viewerUser?: {
      readonly followingCount: number;
      readonly id: string;
    };
  };
};
export type useUnfollowUserMutation = {
  response: useUnfollowUserMutation$data;
  variables: useUnfollowUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "unfollowUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerIsFollowing",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "followerCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewerUser",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "followingCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UnfollowUserPayload",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnfollowUserMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnfollowUserMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "6a54023188a904df6bc58d17cb885277",
    "id": null,
    "metadata": {},
    "name": "useUnfollowUserMutation",
    "operationKind": "mutation",
    "text": "mutation useUnfollowUserMutation(\n  $input: UnfollowUserInput!\n) {\n  unfollowUser(input: $input) {\n    __typename\n    ... on UnfollowUserPayload {\n      user {\n        id\n        viewerIsFollowing\n        followerCount\n      }\n      viewerUser {\n        id\n        followingCount\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a6b7fe81bdebb478c2746d53b0ecbc6";

export default node;
