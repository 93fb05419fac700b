/**
 * @generated SignedSource<<5ba64f1b0346e522b442ad7a48b81e1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommunityRole = "MEMBER" | "MODERATOR" | "OFFICIAL" | "OPERATOR";
export type MessageVisibility = "BLOCKED" | "HIDDEN" | "MUTED_USER" | "MUTED_WORD" | "VISIBLE";
import { FragmentRefs } from "relay-runtime";
export type ChatMessageItem_message$data = {
  readonly author: {
    readonly avatarUrl: string | null | undefined;
    readonly displayName: string;
    readonly id: string;
    readonly role: CommunityRole;
    readonly " $fragmentSpreads": FragmentRefs<"ShownBadge_user">;
  };
  readonly body: string;
  readonly createdAt: string;
  readonly editedAt: string | null | undefined;
  readonly id: string;
  readonly isDeleted: boolean;
  readonly reactions: ReadonlyArray<{
    readonly count: number;
    readonly emoji: string;
    readonly viewerHasReacted: boolean;
  }>;
  readonly replyTo: {
    readonly " $fragmentSpreads": FragmentRefs<"ChatReplyQuote_message">;
  } | null | undefined;
  readonly viewerIsAuthor: boolean;
  readonly viewerVisibility: MessageVisibility;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessageMenu_message" | "ChatMessageText_message" | "ChatReactionBar_message">;
  readonly " $fragmentType": "ChatMessageItem_message";
};
export type ChatMessageItem_message$key = {
  readonly " $data"?: ChatMessageItem_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessageItem_message">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatMessageItem_message",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "viewerIsAuthor",
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
        (v0/*:: as any*/),
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
          "name": "role",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ShownBadge_user"
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
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ChatReplyQuote_message"
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatReactionBar_message"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatMessageMenu_message"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatMessageText_message"
    }
  ],
  "type": "ChatMessage",
  "abstractKey": null
};
})();

(node as any).hash = "7b04e1517c0d87725d42b11d25e27a75";

export default node;
