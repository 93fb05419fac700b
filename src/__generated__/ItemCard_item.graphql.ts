/**
 * @generated SignedSource<<480a97753eb1063c894a5c225127f9a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StoreItemKind = "COIN_PACK" | "DIGITAL" | "PHYSICAL" | "TICKET";
import { FragmentRefs } from "relay-runtime";
export type ItemCard_item$data = {
  readonly bonusCoins: number | null | undefined;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly kind: StoreItemKind;
  readonly name: string;
  readonly price: number;
  readonly " $fragmentSpreads": FragmentRefs<"ItemStatusBadge_item">;
  readonly " $fragmentType": "ItemCard_item";
};
export type ItemCard_item$key = {
  readonly " $data"?: ItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItemCard_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItemCard_item",
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
      "name": "kind",
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
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bonusCoins",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ItemStatusBadge_item"
    }
  ],
  "type": "StoreItem",
  "abstractKey": null
};

(node as any).hash = "69f2949e036fa05142268c73b3a213cc";

export default node;
