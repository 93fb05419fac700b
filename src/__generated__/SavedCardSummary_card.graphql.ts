/**
 * @generated SignedSource<<c612217131cfc6b3ad95fdffa17fb164>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CardBrand = "AMEX" | "DINERS" | "DISCOVER" | "JCB" | "MASTERCARD" | "UNKNOWN" | "VISA";
export type SavedPaymentMethodStatus = "ACTIVE" | "REQUIRES_ACTION";
import { FragmentRefs } from "relay-runtime";
export type SavedCardSummary_card$data = {
  readonly brand: CardBrand;
  readonly expMonth: number | null | undefined;
  readonly expYear: number | null | undefined;
  readonly isDefault: boolean;
  readonly last4: string;
  readonly status: SavedPaymentMethodStatus;
  readonly usedForMembership: boolean;
  readonly " $fragmentType": "SavedCardSummary_card";
};
export type SavedCardSummary_card$key = {
  readonly " $data"?: SavedCardSummary_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedCardSummary_card">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavedCardSummary_card",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "brand",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "last4",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expYear",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "usedForMembership",
      "storageKey": null
    }
  ],
  "type": "SavedPaymentMethod",
  "abstractKey": null
};

(node as any).hash = "e88cb42c2ebae7b5cdb2c0bf7638f0d8";

export default node;
