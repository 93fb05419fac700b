/**
 * @generated SignedSource<<f010c7b6cbfbc7c933a51241575e2c30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EnterInviteCodeForm_referral$data = {
  readonly hasUsedCode: boolean;
  readonly invitedBy: {
    readonly displayName: string;
  } | null | undefined;
  readonly " $fragmentType": "EnterInviteCodeForm_referral";
};
export type EnterInviteCodeForm_referral$key = {
  readonly " $data"?: EnterInviteCodeForm_referral$data;
  readonly " $fragmentSpreads": FragmentRefs<"EnterInviteCodeForm_referral">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EnterInviteCodeForm_referral",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasUsedCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "invitedBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ViewerReferral",
  "abstractKey": null
};

(node as any).hash = "e415cf38c7d11540fdc95300fe75a704";

export default node;
