/**
 * @generated SignedSource<<87dd1541f55fd3bd5c24d24eae7d8d37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CardGradeRewardKind = "COIN" | "TITLE";
import { FragmentRefs } from "relay-runtime";
export type GradeRewards_category$data = {
  readonly gradeRewards: ReadonlyArray<{
    readonly coinAmount: number | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly requiredCards: number;
    readonly rewardKind: CardGradeRewardKind;
    readonly title: string | null | undefined;
    readonly viewerGrantedAt: string | null | undefined;
  }>;
  readonly " $fragmentType": "GradeRewards_category";
};
export type GradeRewards_category$key = {
  readonly " $data"?: GradeRewards_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"GradeRewards_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GradeRewards_category",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CardGradeReward",
      "kind": "LinkedField",
      "name": "gradeRewards",
      "plural": true,
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
          "name": "requiredCards",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rewardKind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "coinAmount",
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
          "name": "viewerGrantedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CollectableCardCategory",
  "abstractKey": null
};

(node as any).hash = "f21ae6337c8873e9577ab853ad6cd609";

export default node;
