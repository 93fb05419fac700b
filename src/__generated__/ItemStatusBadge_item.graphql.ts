/**
 * @generated SignedSource<<01fd1b9308cfd1e8d22fe7ea69f9819f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ItemStatusBadge_item$data = {
  readonly isOnSale: boolean;
  readonly isSoldOut: boolean;
  readonly saleStartsAt: string | null | undefined;
  readonly stockRemaining: number | null | undefined;
  readonly " $fragmentType": "ItemStatusBadge_item";
};
export type ItemStatusBadge_item$key = {
  readonly " $data"?: ItemStatusBadge_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItemStatusBadge_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItemStatusBadge_item",
  "selections": [
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
      "name": "isOnSale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "saleStartsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stockRemaining",
      "storageKey": null
    }
  ],
  "type": "StoreItem",
  "abstractKey": null
};

(node as any).hash = "9e01acbf37d8aade99a967e34ee4e492";

export default node;
