/**
 * @generated SignedSource<<8f51b09dffea47ae837e915bcd598bf2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StoryUnlockConditionKind = "PERIOD" | "SUPPORTER_RANK" | "VIEW_PASS";
import { FragmentRefs } from "relay-runtime";
export type UnlockBadge_chapter$data = {
  readonly isUnlocked: boolean;
  readonly unlockCondition: {
    readonly kind: StoryUnlockConditionKind;
    readonly opensAt: string | null | undefined;
    readonly supporterRank: {
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "UnlockBadge_chapter";
};
export type UnlockBadge_chapter$key = {
  readonly " $data"?: UnlockBadge_chapter$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnlockBadge_chapter">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UnlockBadge_chapter",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isUnlocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryUnlockCondition",
      "kind": "LinkedField",
      "name": "unlockCondition",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opensAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SupporterRank",
          "kind": "LinkedField",
          "name": "supporterRank",
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
      "storageKey": null
    }
  ],
  "type": "StoryChapter",
  "abstractKey": null
};

(node as any).hash = "68da02376bb7145d33222c749c5b694c";

export default node;
