/**
 * @generated SignedSource<<81b9d2938f4e6cfb25e74fa2d1257301>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InviteCodeCard_referral$data = {
  readonly code: string;
  readonly invitedCount: number;
  readonly sharePath: string;
  readonly " $fragmentType": "InviteCodeCard_referral";
};
export type InviteCodeCard_referral$key = {
  readonly " $data"?: InviteCodeCard_referral$data;
  readonly " $fragmentSpreads": FragmentRefs<"InviteCodeCard_referral">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InviteCodeCard_referral",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sharePath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitedCount",
      "storageKey": null
    }
  ],
  "type": "ViewerReferral",
  "abstractKey": null
};

(node as any).hash = "cfd759417be7b893555ae91893d02244";

export default node;
