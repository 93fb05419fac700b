/**
 * @generated SignedSource<<a2f8fa3bc4cc6f965994ea5d6279d1dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CheckInPresentRule = "STREAK" | "TOTAL";
export type RewardStatus = "CLAIMABLE" | "CLAIMED" | "LOCKED";
import { FragmentRefs } from "relay-runtime";
export type PresentCard_present$data = {
  readonly description: string;
  readonly id: string;
  readonly rewards: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"RewardList_rewards">;
  }>;
  readonly rule: CheckInPresentRule;
  readonly status: RewardStatus;
  readonly threshold: number;
  readonly title: string;
  readonly " $fragmentType": "PresentCard_present";
};
export type PresentCard_present$key = {
  readonly " $data"?: PresentCard_present$data;
  readonly " $fragmentSpreads": FragmentRefs<"PresentCard_present">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PresentCard_present",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "threshold",
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
      "concreteType": "Reward",
      "kind": "LinkedField",
      "name": "rewards",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RewardList_rewards"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CheckInPresent",
  "abstractKey": null
};

(node as any).hash = "d1b331d4cad56ad60da9c70acd5cd87b";

export default node;
