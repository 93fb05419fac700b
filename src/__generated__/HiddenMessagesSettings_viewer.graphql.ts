/**
 * @generated SignedSource<<be71448a3a839604aa4563b2e7925ceb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MessageVisibility = "BLOCKED" | "HIDDEN" | "MUTED_USER" | "MUTED_WORD" | "VISIBLE";
import { FragmentRefs } from "relay-runtime";
export type HiddenMessagesSettings_viewer$data = {
  readonly hiddenMessages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly author: {
          readonly displayName: string;
        };
        readonly body: string;
        readonly id: string;
        readonly viewerVisibility: MessageVisibility;
      };
    }>;
  };
  readonly " $fragmentType": "HiddenMessagesSettings_viewer";
};
export type HiddenMessagesSettings_viewer$key = {
  readonly " $data"?: HiddenMessagesSettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HiddenMessagesSettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HiddenMessagesSettings_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "ChatMessageConnection",
      "kind": "LinkedField",
      "name": "hiddenMessages",
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
                  "name": "viewerVisibility",
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
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "hiddenMessages(first:50)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c23d0d4906d45f38c3e65a4a0c5969f1";

export default node;
