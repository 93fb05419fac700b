/**
 * @generated SignedSource<<0b73bed4f8f7dd87b791c440df2af4b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MembersOnlyChannelPanel_channel$data = {
  readonly name: string;
  readonly " $fragmentType": "MembersOnlyChannelPanel_channel";
};
export type MembersOnlyChannelPanel_channel$key = {
  readonly " $data"?: MembersOnlyChannelPanel_channel$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembersOnlyChannelPanel_channel">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MembersOnlyChannelPanel_channel",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Channel",
  "abstractKey": null
};

(node as any).hash = "6aac8b7deadb8a9dcd40eae174d31abf";

export default node;
