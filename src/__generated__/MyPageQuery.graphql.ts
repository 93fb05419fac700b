/**
 * @generated SignedSource<<304a0c6b811a8d89b100bbc14d0ba31a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyPageQuery$variables = Record<PropertyKey, never>;
export type MyPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfileCard_user">;
    } | null | undefined;
  };
};
export type MyPageQuery = {
  response: MyPageQuery$data;
  variables: MyPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyPageQuery",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileCard_user"
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
    "name": "MyPageQuery",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
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
                "name": "bio",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "joinedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "followerCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "followingCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isViewer",
                "storageKey": null
              },
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
                "name": "viewerHasBlocked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerHasMuted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
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
    "cacheID": "136378c68d3a172a204afd1fc34c8ded",
    "id": null,
    "metadata": {},
    "name": "MyPageQuery",
    "operationKind": "query",
    "text": "query MyPageQuery {\n  viewer {\n    user {\n      ...ProfileCard_user\n      id\n    }\n  }\n}\n\nfragment FanSafetyMenu_user on User {\n  id\n  displayName\n  isViewer\n  viewerHasBlocked\n  viewerHasMuted\n}\n\nfragment FollowButton_user on User {\n  id\n  displayName\n  isViewer\n  viewerIsFollowing\n  followerCount\n}\n\nfragment ProfileCard_user on User {\n  id\n  displayName\n  avatarUrl\n  bio\n  joinedAt\n  followerCount\n  followingCount\n  isViewer\n  ...FollowButton_user\n  ...StartDirectMessageButton_user\n  ...FanSafetyMenu_user\n  ...RoleBadge_user\n}\n\nfragment RoleBadge_user on User {\n  role\n}\n\nfragment StartDirectMessageButton_user on User {\n  id\n  isViewer\n}\n"
  }
};

(node as any).hash = "0c260bbc2977582552faebd5d874204f";

export default node;
