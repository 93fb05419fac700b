/**
 * @generated SignedSource<<dfac38bd67a57a90a3fec412332f5016>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatMessageItemTestQuery$variables = Record<PropertyKey, never>;
export type ChatMessageItemTestQuery$data = {
  readonly node: {
    readonly message: {
      readonly " $fragmentSpreads": FragmentRefs<"ChatMessageItem_message">;
    } | null | undefined;
  } | null | undefined;
};
export type ChatMessageItemTestQuery = {
  response: ChatMessageItemTestQuery$data;
  variables: ChatMessageItemTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "message"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDeleted",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "User"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatMessageItemTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ChatMessageItem_message"
                }
              ],
              "type": "ChatMessage",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "message"
          }
        ],
        "storageKey": "node(id:\"message\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChatMessageItemTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
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
                "name": "viewerIsAuthor",
                "storageKey": null
              },
              (v3/*:: as any*/),
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
                  (v1/*:: as any*/),
                  (v4/*:: as any*/),
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
                      (v1/*:: as any*/)
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "author",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v1/*:: as any*/)
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
                  (v1/*:: as any*/),
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
            "type": "ChatMessage",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"message\")"
      }
    ]
  },
  "params": {
    "cacheID": "c925d5a15152f9e2fba59b59059e87f0",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v5/*:: as any*/),
        "node.author": (v6/*:: as any*/),
        "node.author.avatarUrl": (v7/*:: as any*/),
        "node.author.displayName": (v5/*:: as any*/),
        "node.author.id": (v8/*:: as any*/),
        "node.author.role": {
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
        "node.author.shownBadge": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Badge"
        },
        "node.author.shownBadge.id": (v8/*:: as any*/),
        "node.author.shownBadge.imageUrl": (v7/*:: as any*/),
        "node.author.shownBadge.name": (v5/*:: as any*/),
        "node.author.shownBadge.symbol": (v5/*:: as any*/),
        "node.body": (v5/*:: as any*/),
        "node.channel": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Channel"
        },
        "node.channel.id": (v8/*:: as any*/),
        "node.channel.isPrivate": (v9/*:: as any*/),
        "node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "node.editedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "node.id": (v8/*:: as any*/),
        "node.isDeleted": (v9/*:: as any*/),
        "node.reactions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ChatMessageReaction"
        },
        "node.reactions.count": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.reactions.emoji": (v5/*:: as any*/),
        "node.reactions.viewerHasReacted": (v9/*:: as any*/),
        "node.replyTo": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ChatMessage"
        },
        "node.replyTo.author": (v6/*:: as any*/),
        "node.replyTo.author.displayName": (v5/*:: as any*/),
        "node.replyTo.author.id": (v8/*:: as any*/),
        "node.replyTo.body": (v5/*:: as any*/),
        "node.replyTo.id": (v8/*:: as any*/),
        "node.replyTo.isDeleted": (v9/*:: as any*/),
        "node.translation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "MessageTranslation"
        },
        "node.translation.text": (v5/*:: as any*/),
        "node.viewerCanDelete": (v9/*:: as any*/),
        "node.viewerCanEdit": (v9/*:: as any*/),
        "node.viewerIsAuthor": (v9/*:: as any*/),
        "node.viewerVisibility": {
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
    "name": "ChatMessageItemTestQuery",
    "operationKind": "query",
    "text": "query ChatMessageItemTestQuery {\n  node(id: \"message\") {\n    __typename\n    ...ChatMessageItem_message\n    id\n  }\n}\n\nfragment ChatMessageItem_message on ChatMessage {\n  id\n  body\n  createdAt\n  viewerIsAuthor\n  isDeleted\n  editedAt\n  author {\n    id\n    displayName\n    avatarUrl\n    role\n    ...ShownBadge_user\n  }\n  replyTo {\n    ...ChatReplyQuote_message\n    id\n  }\n  reactions {\n    emoji\n    count\n    viewerHasReacted\n  }\n  viewerVisibility\n  ...ChatReactionBar_message\n  ...ChatMessageMenu_message\n  ...ChatMessageText_message\n}\n\nfragment ChatMessageMenu_message on ChatMessage {\n  id\n  body\n  viewerIsAuthor\n  channel {\n    id\n    isPrivate\n  }\n  author {\n    id\n    displayName\n  }\n  viewerCanEdit\n  viewerCanDelete\n}\n\nfragment ChatMessageText_message on ChatMessage {\n  body\n  translation {\n    text\n  }\n}\n\nfragment ChatReactionBar_message on ChatMessage {\n  reactions {\n    emoji\n    count\n    viewerHasReacted\n  }\n}\n\nfragment ChatReplyQuote_message on ChatMessage {\n  id\n  body\n  isDeleted\n  author {\n    displayName\n    id\n  }\n}\n\nfragment ShownBadge_user on User {\n  shownBadge {\n    name\n    symbol\n    imageUrl\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e39d9fc60c3afa1e4a1bb6538d91d8f2";

export default node;
