/**
 * @generated SignedSource<<e414bd5d53bc9f15a5542faa97bc5492>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FollowUserInput = {
  clientMutationId: string;
  userId: string;
};
export type useFollowUserMutation$variables = {
  input: FollowUserInput;
};
export type useFollowUserMutation$data = {
  readonly followUser: {
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
export type useFollowUserMutation = {
  response: useFollowUserMutation$data;
  variables: useFollowUserMutation$variables;
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
    "name": "followUser",
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
        "type": "FollowUserPayload",
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
    "name": "useFollowUserMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFollowUserMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "70ed8745121895fcb6670e19fc3dc23e",
    "id": null,
    "metadata": {},
    "name": "useFollowUserMutation",
    "operationKind": "mutation",
    "text": "mutation useFollowUserMutation(\n  $input: FollowUserInput!\n) {\n  followUser(input: $input) {\n    __typename\n    ... on FollowUserPayload {\n      user {\n        id\n        viewerIsFollowing\n        followerCount\n      }\n      viewerUser {\n        id\n        followingCount\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "84e51814f3a202c52617483988cdc72e";

export default node;
