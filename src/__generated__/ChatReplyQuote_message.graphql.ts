/**
 * @generated SignedSource<<83697a98c2d1397d76e10f13a7770488>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatReplyQuote_message$data = {
  readonly author: {
    readonly displayName: string;
  };
  readonly body: string;
  readonly id: string;
  readonly isDeleted: boolean;
  readonly " $fragmentType": "ChatReplyQuote_message";
};
export type ChatReplyQuote_message$key = {
  readonly " $data"?: ChatReplyQuote_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatReplyQuote_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatReplyQuote_message",
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
      "name": "body",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatMessage",
  "abstractKey": null
};

(node as any).hash = "3878acf6c53b0881206055928fd6db9c";

export default node;
