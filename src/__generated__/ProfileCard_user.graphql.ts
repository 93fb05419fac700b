/**
 * @generated SignedSource<<02da5624ff0aefa597bb697560c924ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileCard_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly bio: string;
  readonly displayName: string;
  readonly followerCount: number;
  readonly followingCount: number;
  readonly id: string;
  readonly isViewer: boolean;
  readonly joinedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"FanSafetyMenu_user" | "FollowButton_user" | "RoleBadge_user" | "StartDirectMessageButton_user">;
  readonly " $fragmentType": "ProfileCard_user";
};
export type ProfileCard_user$key = {
  readonly " $data"?: ProfileCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileCard_user",
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
      "name": "avatarUrl",
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
      "name": "joinedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followingCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FollowButton_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StartDirectMessageButton_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FanSafetyMenu_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RoleBadge_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "54cb2c65c5b1730cc41e7a7ec376a0ff";

export default node;
