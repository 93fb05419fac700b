/**
 * @generated SignedSource<<e04617669a7a8ea42c0cb8f39ee97637>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChannelMembershipStatus = "ACTIVE" | "REQUESTED";
export type usePrivateChannelUpdatedSubscription$variables = Record<PropertyKey, never>;
export type usePrivateChannelUpdatedSubscription$data = {
  readonly privateChannelUpdated: {
    readonly channel: {
      readonly id: string;
      readonly viewerCanPost: boolean;
      readonly viewerHasJoined: boolean;
      readonly viewerMembershipStatus: ChannelMembershipStatus | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"PrivateChannelHeader_channel" | "PrivateChannelListItem_channel">;
    };
    readonly viewer: {
      readonly unreadPrivateChannelCount: number;
    };
  };
};
export type usePrivateChannelUpdatedSubscription = {
  response: usePrivateChannelUpdatedSubscription$data;
  variables: usePrivateChannelUpdatedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanPost",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMembershipStatus",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasJoined",
  "storageKey": null
},
v4 = {
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
      "name": "unreadPrivateChannelCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePrivateChannelUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PrivateChannelUpdatedEvent",
        "kind": "LinkedField",
        "name": "privateChannelUpdated",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Channel",
            "kind": "LinkedField",
            "name": "channel",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PrivateChannelHeader_channel"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PrivateChannelListItem_channel"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "usePrivateChannelUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PrivateChannelUpdatedEvent",
        "kind": "LinkedField",
        "name": "privateChannelUpdated",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Channel",
            "kind": "LinkedField",
            "name": "channel",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChannelMember",
                "kind": "LinkedField",
                "name": "otherMembers",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      (v5/*:: as any*/),
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
                        "name": "viewerHasBlocked",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerUnreadCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastActivityAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatMessage",
                "kind": "LinkedField",
                "name": "lastMessage",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "body",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isDeleted",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "author",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v0/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d20f8d3e48a4ab654d05a68d777029d8",
    "id": null,
    "metadata": {},
    "name": "usePrivateChannelUpdatedSubscription",
    "operationKind": "subscription",
    "text": "subscription usePrivateChannelUpdatedSubscription {\n  privateChannelUpdated {\n    channel {\n      id\n      viewerCanPost\n      viewerMembershipStatus\n      viewerHasJoined\n      ...PrivateChannelHeader_channel\n      ...PrivateChannelListItem_channel\n    }\n    viewer {\n      unreadPrivateChannelCount\n    }\n  }\n}\n\nfragment PrivateChannelHeader_channel on Channel {\n  id\n  name\n  viewerMembershipStatus\n  otherMembers {\n    status\n    user {\n      id\n      displayName\n      avatarUrl\n      viewerHasBlocked\n    }\n  }\n}\n\nfragment PrivateChannelListItem_channel on Channel {\n  id\n  name\n  viewerMembershipStatus\n  viewerUnreadCount\n  lastActivityAt\n  otherMembers {\n    user {\n      id\n      avatarUrl\n    }\n  }\n  lastMessage {\n    body\n    createdAt\n    isDeleted\n    author {\n      displayName\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8b94a858035cfb0c186ba09b913f5558";

export default node;
