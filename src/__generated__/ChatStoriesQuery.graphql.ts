/**
 * @generated SignedSource<<22438d61eef218c6e72de9a2aef045d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatStoriesQuery$variables = Record<PropertyKey, never>;
export type ChatStoriesQuery$data = {
  readonly community: {
    readonly " $fragmentSpreads": FragmentRefs<"ChannelList_community">;
  };
  readonly node: {
    readonly messages?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"ChatMessageItem_message">;
        };
      }>;
    };
  } | null | undefined;
};
export type ChatStoriesQuery = {
  response: ChatStoriesQuery$data;
  variables: ChatStoriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "channel"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "last",
    "value": 6
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "author",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDeleted",
  "storageKey": null
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Channel"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v15 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ChatMessage"
},
v16 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "User"
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v19 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatStoriesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ChannelList_community"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v1/*:: as any*/),
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
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "ChatMessageItem_message"
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "messages(last:6)"
              }
            ],
            "type": "Channel",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"channel\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChatStoriesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "ChannelConnection",
            "kind": "LinkedField",
            "name": "channels",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChannelEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Channel",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "description",
                        "storageKey": null
                      },
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
                        "kind": "ScalarField",
                        "name": "viewerUnreadCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isMembersOnly",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerCanRead",
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
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v8/*:: as any*/),
                          (v2/*:: as any*/)
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "channels(first:20)"
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "ChannelList_channels",
            "kind": "LinkedHandle",
            "name": "channels"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v1/*:: as any*/),
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
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "viewerIsAuthor",
                            "storageKey": null
                          },
                          (v10/*:: as any*/),
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
                              (v7/*:: as any*/),
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
                                  (v4/*:: as any*/),
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
                              (v5/*:: as any*/),
                              (v10/*:: as any*/),
                              (v8/*:: as any*/)
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
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "messages(last:6)"
              }
            ],
            "type": "Channel",
            "abstractKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "node(id:\"channel\")"
      }
    ]
  },
  "params": {
    "cacheID": "13d7a0994ccf319ca828c278e83d5275",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "community": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Community"
        },
        "community.channels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ChannelConnection"
        },
        "community.channels.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ChannelEdge"
        },
        "community.channels.edges.cursor": (v11/*:: as any*/),
        "community.channels.edges.node": (v12/*:: as any*/),
        "community.channels.edges.node.__typename": (v11/*:: as any*/),
        "community.channels.edges.node.description": (v11/*:: as any*/),
        "community.channels.edges.node.id": (v13/*:: as any*/),
        "community.channels.edges.node.isMembersOnly": (v14/*:: as any*/),
        "community.channels.edges.node.lastMessage": (v15/*:: as any*/),
        "community.channels.edges.node.lastMessage.author": (v16/*:: as any*/),
        "community.channels.edges.node.lastMessage.author.displayName": (v11/*:: as any*/),
        "community.channels.edges.node.lastMessage.author.id": (v13/*:: as any*/),
        "community.channels.edges.node.lastMessage.body": (v11/*:: as any*/),
        "community.channels.edges.node.lastMessage.createdAt": (v17/*:: as any*/),
        "community.channels.edges.node.lastMessage.id": (v13/*:: as any*/),
        "community.channels.edges.node.name": (v11/*:: as any*/),
        "community.channels.edges.node.viewerCanRead": (v14/*:: as any*/),
        "community.channels.edges.node.viewerHasJoined": (v14/*:: as any*/),
        "community.channels.edges.node.viewerUnreadCount": (v18/*:: as any*/),
        "community.channels.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "community.channels.pageInfo.endCursor": (v19/*:: as any*/),
        "community.channels.pageInfo.hasNextPage": (v14/*:: as any*/),
        "community.id": (v13/*:: as any*/),
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v11/*:: as any*/),
        "node.id": (v13/*:: as any*/),
        "node.messages": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ChatMessageConnection"
        },
        "node.messages.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ChatMessageEdge"
        },
        "node.messages.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ChatMessage"
        },
        "node.messages.edges.node.author": (v16/*:: as any*/),
        "node.messages.edges.node.author.avatarUrl": (v19/*:: as any*/),
        "node.messages.edges.node.author.displayName": (v11/*:: as any*/),
        "node.messages.edges.node.author.id": (v13/*:: as any*/),
        "node.messages.edges.node.author.role": {
          "enumValues": [
            "MEMBER",
            "OFFICIAL",
            "MODERATOR",
            "OPERATOR"
          ],
          "nullable": false,
          "plural": false,
          "type": "CommunityRole"
        },
        "node.messages.edges.node.author.shownBadge": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Badge"
        },
        "node.messages.edges.node.author.shownBadge.id": (v13/*:: as any*/),
        "node.messages.edges.node.author.shownBadge.imageUrl": (v19/*:: as any*/),
        "node.messages.edges.node.author.shownBadge.name": (v11/*:: as any*/),
        "node.messages.edges.node.author.shownBadge.symbol": (v11/*:: as any*/),
        "node.messages.edges.node.body": (v11/*:: as any*/),
        "node.messages.edges.node.channel": (v12/*:: as any*/),
        "node.messages.edges.node.channel.id": (v13/*:: as any*/),
        "node.messages.edges.node.channel.isPrivate": (v14/*:: as any*/),
        "node.messages.edges.node.createdAt": (v17/*:: as any*/),
        "node.messages.edges.node.editedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "node.messages.edges.node.id": (v13/*:: as any*/),
        "node.messages.edges.node.isDeleted": (v14/*:: as any*/),
        "node.messages.edges.node.reactions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ChatMessageReaction"
        },
        "node.messages.edges.node.reactions.count": (v18/*:: as any*/),
        "node.messages.edges.node.reactions.emoji": (v11/*:: as any*/),
        "node.messages.edges.node.reactions.viewerHasReacted": (v14/*:: as any*/),
        "node.messages.edges.node.replyTo": (v15/*:: as any*/),
        "node.messages.edges.node.replyTo.author": (v16/*:: as any*/),
        "node.messages.edges.node.replyTo.author.displayName": (v11/*:: as any*/),
        "node.messages.edges.node.replyTo.author.id": (v13/*:: as any*/),
        "node.messages.edges.node.replyTo.body": (v11/*:: as any*/),
        "node.messages.edges.node.replyTo.id": (v13/*:: as any*/),
        "node.messages.edges.node.replyTo.isDeleted": (v14/*:: as any*/),
        "node.messages.edges.node.translation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "MessageTranslation"
        },
        "node.messages.edges.node.translation.text": (v11/*:: as any*/),
        "node.messages.edges.node.viewerCanDelete": (v14/*:: as any*/),
        "node.messages.edges.node.viewerCanEdit": (v14/*:: as any*/),
        "node.messages.edges.node.viewerIsAuthor": (v14/*:: as any*/),
        "node.messages.edges.node.viewerVisibility": {
          "enumValues": [
            "VISIBLE",
            "HIDDEN",
            "BLOCKED",
            "MUTED_USER",
            "MUTED_WORD"
          ],
          "nullable": false,
          "plural": false,
          "type": "MessageVisibility"
        }
      }
    },
    "name": "ChatStoriesQuery",
    "operationKind": "query",
    "text": "query ChatStoriesQuery {\n  community {\n    ...ChannelList_community\n    id\n  }\n  node(id: \"channel\") {\n    __typename\n    ... on Channel {\n      messages(last: 6) {\n        edges {\n          node {\n            id\n            ...ChatMessageItem_message\n          }\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment ChannelListItem_channel on Channel {\n  id\n  name\n  description\n  viewerHasJoined\n  viewerUnreadCount\n  isMembersOnly\n  viewerCanRead\n  lastMessage {\n    body\n    createdAt\n    author {\n      displayName\n      id\n    }\n    id\n  }\n}\n\nfragment ChannelList_community on Community {\n  channels(first: 20) {\n    edges {\n      node {\n        id\n        ...ChannelListItem_channel\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ChatMessageItem_message on ChatMessage {\n  id\n  body\n  createdAt\n  viewerIsAuthor\n  isDeleted\n  editedAt\n  author {\n    id\n    displayName\n    avatarUrl\n    role\n    ...ShownBadge_user\n  }\n  replyTo {\n    ...ChatReplyQuote_message\n    id\n  }\n  reactions {\n    emoji\n    count\n    viewerHasReacted\n  }\n  viewerVisibility\n  ...ChatReactionBar_message\n  ...ChatMessageMenu_message\n  ...ChatMessageText_message\n}\n\nfragment ChatMessageMenu_message on ChatMessage {\n  id\n  body\n  viewerIsAuthor\n  channel {\n    id\n    isPrivate\n  }\n  author {\n    id\n    displayName\n  }\n  viewerCanEdit\n  viewerCanDelete\n}\n\nfragment ChatMessageText_message on ChatMessage {\n  body\n  translation {\n    text\n  }\n}\n\nfragment ChatReactionBar_message on ChatMessage {\n  reactions {\n    emoji\n    count\n    viewerHasReacted\n  }\n}\n\nfragment ChatReplyQuote_message on ChatMessage {\n  id\n  body\n  isDeleted\n  author {\n    displayName\n    id\n  }\n}\n\nfragment ShownBadge_user on User {\n  shownBadge {\n    name\n    symbol\n    imageUrl\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1594dab633e1620ceb83fa3cb445f85";

export default node;
