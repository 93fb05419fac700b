/**
 * @generated SignedSource<<914b14bbdf489bfa325d1a58bfa8be0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatMessageText_message$data = {
  readonly body: string;
  readonly translation: {
    readonly text: string;
  } | null | undefined;
  readonly " $fragmentType": "ChatMessageText_message";
};
export type ChatMessageText_message$key = {
  readonly " $data"?: ChatMessageText_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessageText_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatMessageText_message",
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
};

(node as any).hash = "a1e7e0b266478d53691b14a02964af4a";

export default node;
