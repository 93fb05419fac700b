/**
 * @generated SignedSource<<5162f424ac75d0457b20538b1efd3663>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileEditForm_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly bio: string;
  readonly displayName: string;
  readonly id: string;
  readonly " $fragmentType": "ProfileEditForm_user";
};
export type ProfileEditForm_user$key = {
  readonly " $data"?: ProfileEditForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileEditForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileEditForm_user",
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "33cd0527e57baa630f1faba091a5f51b";

export default node;
