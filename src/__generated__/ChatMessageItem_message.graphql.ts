/**
 * @generated SignedSource<<25795a6724e8a27b9315b4c685d3a0a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatMessageItem_message$data = {
  readonly author: {
    readonly avatarUrl: string | null | undefined;
    readonly displayName: string;
    readonly id: string;
  };
  readonly body: string;
  readonly createdAt: string;
  readonly viewerIsAuthor: boolean;
  readonly " $fragmentType": "ChatMessageItem_message";
};
export type ChatMessageItem_message$key = {
  readonly " $data"?: ChatMessageItem_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessageItem_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatMessageItem_message",
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
      "name": "viewerIsAuthor",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatMessage",
  "abstractKey": null
};

(node as any).hash = "ef12c5c563a987d62c4a9ec4d9f51c8d";

export default node;
