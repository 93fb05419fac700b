/**
 * @generated SignedSource<<299ffa86f37203d6f57b5c3b54ef11ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StoryUnlockConditionKind = "PERIOD" | "SUPPORTER_RANK" | "VIEW_PASS";
import { FragmentRefs } from "relay-runtime";
export type LockedChapter_error$data = {
  readonly condition: {
    readonly viewPassItem: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  };
  readonly message: string;
  readonly requiresMember: boolean;
  readonly unlockReason: StoryUnlockConditionKind;
  readonly " $fragmentType": "LockedChapter_error";
};
export type LockedChapter_error$key = {
  readonly " $data"?: LockedChapter_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"LockedChapter_error">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LockedChapter_error",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unlockReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requiresMember",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryUnlockCondition",
      "kind": "LinkedField",
      "name": "condition",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "StoreItem",
          "kind": "LinkedField",
          "name": "viewPassItem",
          "plural": false,
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StoryUnlockConditionError",
  "abstractKey": null
};

(node as any).hash = "3f4e7424a3b4888942d87d7377122001";

export default node;
