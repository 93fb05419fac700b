/**
 * @generated SignedSource<<24fbbbd8ba571a587a3a5240e6ce208f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MembershipStatus = "ACTIVE" | "ENDED" | "INCOMPLETE" | "LAPSED" | "PAST_DUE";
import { FragmentRefs } from "relay-runtime";
export type MembershipPaymentFix_membership$data = {
  readonly graceEndsAt: string | null | undefined;
  readonly id: string;
  readonly monthlyPrice: number;
  readonly status: MembershipStatus;
  readonly " $fragmentType": "MembershipPaymentFix_membership";
};
export type MembershipPaymentFix_membership$key = {
  readonly " $data"?: MembershipPaymentFix_membership$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipPaymentFix_membership">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MembershipPaymentFix_membership",
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
      "name": "status",
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
      "name": "monthlyPrice",
      "storageKey": null
    }
  ],
  "type": "Membership",
  "abstractKey": null
};

(node as any).hash = "069ee5175602bbf865b6704ff5b411a5";

export default node;
