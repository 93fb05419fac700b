/**
 * @generated SignedSource<<46f7c923042b4d0d4059e795b5cb5da0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StoreItemKind = "COIN_PACK" | "DIGITAL" | "PHYSICAL" | "TICKET";
export type TaxRate = "REDUCED_8" | "STANDARD_10";
import { FragmentRefs } from "relay-runtime";
export type ItemDetail_item$data = {
  readonly bonusCoins: number | null | undefined;
  readonly coinAmount: number | null | undefined;
  readonly description: string;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly isOnSale: boolean;
  readonly isSoldOut: boolean;
  readonly kind: StoreItemKind;
  readonly name: string;
  readonly perFanLimit: number | null | undefined;
  readonly price: number;
  readonly saleEndsAt: string | null | undefined;
  readonly stockRemaining: number | null | undefined;
  readonly taxIncluded: number;
  readonly taxRate: TaxRate;
  readonly viewerPurchasedCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"ItemStatusBadge_item">;
  readonly " $fragmentType": "ItemDetail_item";
};
export type ItemDetail_item$key = {
  readonly " $data"?: ItemDetail_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItemDetail_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItemDetail_item",
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
      "name": "kind",
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
      "name": "description",
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
      "name": "taxRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxIncluded",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOnSale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSoldOut",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "saleEndsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stockRemaining",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "perFanLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerPurchasedCount",
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

(node as any).hash = "9376fa569338398f0f1e11c5ee85cd38";

export default node;
