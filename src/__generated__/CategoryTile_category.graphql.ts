/**
 * @generated SignedSource<<887d0c156abc17c82effe8fe221af719>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryTile_category$data = {
  readonly cardCount: number;
  readonly id: string;
  readonly imageUrl: string;
  readonly name: string;
  readonly viewerCollection: {
    readonly ownedCardCount: number;
  } | null | undefined;
  readonly " $fragmentType": "CategoryTile_category";
};
export type CategoryTile_category$key = {
  readonly " $data"?: CategoryTile_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryTile_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoryTile_category",
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
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cardCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CardCollection",
      "kind": "LinkedField",
      "name": "viewerCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ownedCardCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CollectableCardCategory",
  "abstractKey": null
};

(node as any).hash = "790a77a6c6ccc5ca799729ca258cfc2a";

export default node;
