/**
 * @generated SignedSource<<60e5ba0556bc85a8957e88e0863a6820>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CollectableCardRarity = "N" | "R" | "SR" | "SSR";
import { FragmentRefs } from "relay-runtime";
export type CollectionEntryTile_entry$data = {
  readonly card: {
    readonly id: string;
    readonly imageUrl: string;
    readonly name: string;
    readonly number: number;
    readonly rarity: CollectableCardRarity;
  };
  readonly ownedCount: number;
  readonly " $fragmentType": "CollectionEntryTile_entry";
};
export type CollectionEntryTile_entry$key = {
  readonly " $data"?: CollectionEntryTile_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionEntryTile_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionEntryTile_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectableCard",
      "kind": "LinkedField",
      "name": "card",
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
          "name": "number",
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
          "name": "rarity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CardCollectionEntry",
  "abstractKey": null
};

(node as any).hash = "2fd081e78a0017858f086695a2f51462";

export default node;
