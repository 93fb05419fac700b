/**
 * @generated SignedSource<<242b3ed10f62e533e7e8d7cd188063b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NavigationBadges_viewer$data = {
  readonly unreadPrivateChannelCount: number;
  readonly " $fragmentType": "NavigationBadges_viewer";
};
export type NavigationBadges_viewer$key = {
  readonly " $data"?: NavigationBadges_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NavigationBadges_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NavigationBadges_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadPrivateChannelCount",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "9e4522c4a9cfb3f8325b4b0cceee5f09";

export default node;
