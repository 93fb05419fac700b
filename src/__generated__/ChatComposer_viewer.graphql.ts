/**
 * @generated SignedSource<<e4fdbda66821c969f3253f848cf9b363>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatComposer_viewer$data = {
  readonly isSignedIn: boolean;
  readonly joinedCommunity: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "ChatComposer_viewer";
};
export type ChatComposer_viewer$key = {
  readonly " $data"?: ChatComposer_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatComposer_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatComposer_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSignedIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Community",
      "kind": "LinkedField",
      "name": "joinedCommunity",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "5c061244ae67edeb91bfb034b3ad34c9";

export default node;
