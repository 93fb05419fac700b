/**
 * @generated SignedSource<<497086dcbd723397c8aa0cc0d9e3c987>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatComposer_channel$data = {
  readonly id: string;
  readonly " $fragmentType": "ChatComposer_channel";
};
export type ChatComposer_channel$key = {
  readonly " $data"?: ChatComposer_channel$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatComposer_channel">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatComposer_channel",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Channel",
  "abstractKey": null
};

(node as any).hash = "732c62cb141e93d148249060aa734f75";

export default node;
