/**
 * @generated SignedSource<<21e505d5854ea52e141787983d838045>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CollectableCardRarity = "N" | "R" | "SR" | "SSR";
import { FragmentRefs } from "relay-runtime";
export type CollectableCardTile_card$data = {
  readonly id: string;
  readonly imageUrl: string;
  readonly name: string;
  readonly number: number;
  readonly rarity: CollectableCardRarity;
  readonly viewerOwnedCount: number;
  readonly " $fragmentType": "CollectableCardTile_card";
};
export type CollectableCardTile_card$key = {
  readonly " $data"?: CollectableCardTile_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectableCardTile_card">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectableCardTile_card",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerOwnedCount",
      "storageKey": null
    }
  ],
  "type": "CollectableCard",
  "abstractKey": null
};

(node as any).hash = "0819bc604f7f7e3a4a39dbaf40f1e216";

export default node;
