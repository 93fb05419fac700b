/**
 * @generated SignedSource<<10b7608d657f74101abb573905eb647b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MembershipPerk = "EXTRA_DRAWS" | "LIMITED_CHAT" | "MEMBERS_ONLY_POSTS" | "MEMBERS_ONLY_VIDEOS";
export type MembershipStatus = "ACTIVE" | "ENDED" | "INCOMPLETE" | "LAPSED" | "PAST_DUE";
import { FragmentRefs } from "relay-runtime";
export type MembershipStatusCard_membership$data = {
  readonly activePerks: ReadonlyArray<MembershipPerk>;
  readonly cancelAtPeriodEnd: boolean;
  readonly currentPeriodEnd: string;
  readonly graceEndsAt: string | null | undefined;
  readonly monthlyPrice: number;
  readonly paymentActionUrl: string | null | undefined;
  readonly plan: {
    readonly name: string;
  };
  readonly status: MembershipStatus;
  readonly " $fragmentType": "MembershipStatusCard_membership";
};
export type MembershipStatusCard_membership$key = {
  readonly " $data"?: MembershipStatusCard_membership$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipStatusCard_membership">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MembershipStatusCard_membership",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentPeriodEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelAtPeriodEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "graceEndsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activePerks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentActionUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MembershipPlan",
      "kind": "LinkedField",
      "name": "plan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Membership",
  "abstractKey": null
};

(node as any).hash = "42712d319c9e6e7aa293e25198dfec1f";

export default node;
