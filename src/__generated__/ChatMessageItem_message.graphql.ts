/**
 * @generated SignedSource<<51d411e2617b67be0e36eb2b8746a9cb>>
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

(node as any).hash = "df4000c8e82a1c5efe04220c6d0cd754";

export default node;
