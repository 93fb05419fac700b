/**
 * @generated SignedSource<<58fd1988180e2be8ec227aa78c065116>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatChannelPageQuery$variables = {
  channelId: string;
  messageCount: number;
  targetMessageId?: string | null | undefined;
};
export type ChatChannelPageQuery$data = {
  readonly node: {
    readonly channel: {
      readonly description: string;
      readonly isMembersOnly: boolean;
      readonly name: string;
      readonly viewerCanRead: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ChatComposer_channel" | "ChatMessageList_channel" | "MembersOnlyChannelPanel_channel">;
    } | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly translationAvailable: boolean;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ChatComposer_viewer">;
  };
};
export type ChatChannelPageQuery = {
  response: ChatChannelPageQuery$data;
  variables: ChatChannelPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "channelId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "messageCount"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "targetMessageId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "channelId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMembersOnly",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanRead",
  "storageKey": null
},
v7 = {
  "kind": "Variable",
  "name": "around",
  "variableName": "targetMessageId"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "translationAvailable",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v10 = [
  (v2/*:: as any*/)
],
v11 = [
  (v7/*:: as any*/),
  {
    "kind": "Variable",
    "name": "last",
    "variableName": "messageCount"
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDeleted",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatChannelPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MembersOnlyChannelPanel_channel"
                },
                {
                  "args": [
                    (v7/*:: as any*/),
                    {
                      "kind": "Variable",
                      "name": "count",
                      "variableName": "messageCount"
                    }
                  ],
                  "kind": "FragmentSpread",
                  "name": "ChatMessageList_channel"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ChatComposer_channel"
                }
              ],
              "type": "Channel",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "channel"
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "ChatComposer_viewer"
          }
        ],
        "storageKey": null
      },
      (v8/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChatChannelPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerHasJoined",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Community",
                "kind": "LinkedField",
                "name": "community",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "concreteType": "ChatMessageConnection",
                "kind": "LinkedField",
                "name": "messages",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChatMessageEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ChatMessage",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "viewerIsAuthor",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "viewerClientMutationId",
                            "storageKey": null
                          },
                          (v12/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "createdAt",
                            "storageKey": null
                          },
                          (v13/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "editedAt",
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
                              (v2/*:: as any*/),
                              (v14/*:: as any*/),
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
                                "name": "role",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Badge",
                                "kind": "LinkedField",
                                "name": "shownBadge",
                                "plural": false,
                                "selections": [
                                  (v3/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "symbol",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "imageUrl",
                                    "storageKey": null
                                  },
                                  (v2/*:: as any*/)
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ChatMessage",
                            "kind": "LinkedField",
                            "name": "replyTo",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/),
                              (v12/*:: as any*/),
                              (v13/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "User",
                                "kind": "LinkedField",
                                "name": "author",
                                "plural": false,
                                "selections": [
                                  (v14/*:: as any*/),
                                  (v2/*:: as any*/)
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ChatMessageReaction",
                            "kind": "LinkedField",
                            "name": "reactions",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "emoji",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "count",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "viewerHasReacted",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "viewerVisibility",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Channel",
                            "kind": "LinkedField",
                            "name": "channel",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isPrivate",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "viewerCanEdit",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "viewerCanDelete",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "MessageTranslation",
                            "kind": "LinkedField",
                            "name": "translation",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "text",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          (v9/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasPreviousPage",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startCursor",
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
                "args": (v11/*:: as any*/),
                "filters": [
                  "around"
                ],
                "handle": "connection",
                "key": "ChatMessageList_messages",
                "kind": "LinkedHandle",
                "name": "messages"
              }
            ],
            "type": "Channel",
            "abstractKey": null
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
            "selections": (v10/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v8/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "c158f8c42483a553ee70baae5461b563",
    "id": null,
    "metadata": {},
    "name": "ChatChannelPageQuery",
    "operationKind": "query",
    "text": "query ChatChannelPageQuery(\n  $channelId: ID!\n  $messageCount: Int!\n  $targetMessageId: ID\n) {\n  node(id: $channelId) {\n    __typename\n    id\n    ... on Channel {\n      name\n      description\n      isMembersOnly\n      viewerCanRead\n      ...MembersOnlyChannelPanel_channel\n      ...ChatMessageList_channel_JnmTd\n      ...ChatComposer_channel\n    }\n  }\n  viewer {\n    ...ChatComposer_viewer\n  }\n  translationAvailable\n}\n\nfragment ChatComposer_channel on Channel {\n  id\n  community {\n    id\n  }\n}\n\nfragment ChatComposer_viewer on Viewer {\n  isSignedIn\n  joinedCommunity {\n    id\n  }\n}\n\nfragment ChatMessageItem_message on ChatMessage {\n  id\n  body\n  createdAt\n  viewerIsAuthor\n  isDeleted\n  editedAt\n  author {\n    id\n    displayName\n    avatarUrl\n    role\n    ...ShownBadge_user\n  }\n  replyTo {\n    ...ChatReplyQuote_message\n    id\n  }\n  reactions {\n    emoji\n    count\n    viewerHasReacted\n  }\n  viewerVisibility\n  ...ChatReactionBar_message\n  ...ChatMessageMenu_message\n  ...ChatMessageText_message\n}\n\nfragment ChatMessageList_channel_JnmTd on Channel {\n  id\n  name\n  viewerHasJoined\n  community {\n    id\n  }\n  messages(last: $messageCount, around: $targetMessageId) {\n    edges {\n      node {\n        id\n        viewerIsAuthor\n        viewerClientMutationId\n        ...ChatMessageItem_message\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n\nfragment ChatMessageMenu_message on ChatMessage {\n  id\n  body\n  viewerIsAuthor\n  channel {\n    id\n    isPrivate\n  }\n  author {\n    id\n    displayName\n  }\n  viewerCanEdit\n  viewerCanDelete\n}\n\nfragment ChatMessageText_message on ChatMessage {\n  body\n  translation {\n    text\n  }\n}\n\nfragment ChatReactionBar_message on ChatMessage {\n  reactions {\n    emoji\n    count\n    viewerHasReacted\n  }\n}\n\nfragment ChatReplyQuote_message on ChatMessage {\n  id\n  body\n  isDeleted\n  author {\n    displayName\n    id\n  }\n}\n\nfragment MembersOnlyChannelPanel_channel on Channel {\n  name\n}\n\nfragment ShownBadge_user on User {\n  shownBadge {\n    name\n    symbol\n    imageUrl\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ebb5d7e4d2782004b97e57d71cc1b4df";

export default node;
