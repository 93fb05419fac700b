/**
 * @generated SignedSource<<6015f88a19ed8aaf6d57aa210f0c695f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatReactionBar_message$data = {
  readonly reactions: ReadonlyArray<{
    readonly count: number;
    readonly emoji: string;
    readonly viewerHasReacted: boolean;
  }>;
  readonly " $fragmentType": "ChatReactionBar_message";
};
export type ChatReactionBar_message$key = {
  readonly " $data"?: ChatReactionBar_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatReactionBar_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatReactionBar_message",
  "selections": [
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
    }
  ],
  "type": "ChatMessage",
  "abstractKey": null
};

(node as any).hash = "af025660ff10c5b1eaadda11434a8ae9";

export default node;
