/**
 * @generated SignedSource<<9c55bdf0edb9f3eef17f546b6f00b344>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommunityRole = "MEMBER" | "MODERATOR" | "OFFICIAL" | "OPERATOR";
import { FragmentRefs } from "relay-runtime";
export type RoleBadge_user$data = {
  readonly role: CommunityRole;
  readonly " $fragmentType": "RoleBadge_user";
};
export type RoleBadge_user$key = {
  readonly " $data"?: RoleBadge_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleBadge_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleBadge_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4432229b573bf48dc4d6f01fe93ef4a9";

export default node;
