/**
 * @generated SignedSource<<9ffb890e66a4e2699938441cc5bfe6f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscribeConfirmation_plan$data = {
  readonly id: string;
  readonly monthlyPrice: number;
  readonly name: string;
  readonly " $fragmentType": "SubscribeConfirmation_plan";
};
export type SubscribeConfirmation_plan$key = {
  readonly " $data"?: SubscribeConfirmation_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscribeConfirmation_plan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscribeConfirmation_plan",
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
      "name": "name",
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
  "type": "MembershipPlan",
  "abstractKey": null
};

(node as any).hash = "6bfa37833646c96f3742ff4417226d86";

export default node;
