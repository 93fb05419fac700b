/**
 * @generated SignedSource<<00d1a32ebc41063d10782f47337944af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoreItemCard_item$data = {
  readonly description: string;
  readonly id: string;
  readonly pricePoints: number;
  readonly rewards: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"RewardList_rewards">;
  }>;
  readonly title: string;
  readonly " $fragmentType": "StoreItemCard_item";
};
export type StoreItemCard_item$key = {
  readonly " $data"?: StoreItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoreItemCard_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoreItemCard_item",
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
      "name": "pricePoints",
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
  "type": "CheckInStoreItem",
  "abstractKey": null
};

(node as any).hash = "b9ac9b8d485e435aea85c0a855ee7a2c";

export default node;
