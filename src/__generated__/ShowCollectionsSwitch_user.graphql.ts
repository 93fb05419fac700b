/**
 * @generated SignedSource<<ae410ab9f807b313fb932d4b6fc55c6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShowCollectionsSwitch_user$data = {
  readonly id: string;
  readonly showsCardCollections: boolean;
  readonly " $fragmentType": "ShowCollectionsSwitch_user";
};
export type ShowCollectionsSwitch_user$key = {
  readonly " $data"?: ShowCollectionsSwitch_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShowCollectionsSwitch_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShowCollectionsSwitch_user",
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
      "name": "showsCardCollections",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5e7750f7b2040ca2193bd9dd582a63c6";

export default node;
