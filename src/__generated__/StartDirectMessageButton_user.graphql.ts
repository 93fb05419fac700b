/**
 * @generated SignedSource<<2b99e68b6f1e2fb5227bc8d5a8bdb17b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StartDirectMessageButton_user$data = {
  readonly id: string;
  readonly isViewer: boolean;
  readonly " $fragmentType": "StartDirectMessageButton_user";
};
export type StartDirectMessageButton_user$key = {
  readonly " $data"?: StartDirectMessageButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"StartDirectMessageButton_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StartDirectMessageButton_user",
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
      "name": "isViewer",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3618cee954819d9b4dde420c9d5e8b52";

export default node;
