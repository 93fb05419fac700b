/**
 * @generated SignedSource<<6c68ee5d31abf80e87dd66e0383df6b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatMessageMenu_message$data = {
  readonly author: {
    readonly displayName: string;
    readonly id: string;
  };
  readonly body: string;
  readonly id: string;
  readonly viewerCanDelete: boolean;
  readonly viewerCanEdit: boolean;
  readonly viewerIsAuthor: boolean;
  readonly " $fragmentType": "ChatMessageMenu_message";
};
export type ChatMessageMenu_message$key = {
  readonly " $data"?: ChatMessageMenu_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessageMenu_message">;
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
  "name": "ChatMessageMenu_message",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
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
    }
  ],
  "type": "ChatMessage",
  "abstractKey": null
};
})();

(node as any).hash = "36e0ff443360f4a52534f0de142ef27c";

export default node;
