/**
 * @generated SignedSource<<d3806150958e06fbfb57ea6d19f48ff6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ParcelCarrier = "JAPAN_POST" | "SAGAWA" | "YAMATO";
export type RealGoodsDeliveryStatus = "REQUESTED" | "SHIPPED";
import { FragmentRefs } from "relay-runtime";
export type RealGoodsDeliveryProgress_delivery$data = {
  readonly carrier: ParcelCarrier | null | undefined;
  readonly requestedAt: string;
  readonly shippedAt: string | null | undefined;
  readonly status: RealGoodsDeliveryStatus;
  readonly trackingNumber: string | null | undefined;
  readonly " $fragmentType": "RealGoodsDeliveryProgress_delivery";
};
export type RealGoodsDeliveryProgress_delivery$key = {
  readonly " $data"?: RealGoodsDeliveryProgress_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"RealGoodsDeliveryProgress_delivery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RealGoodsDeliveryProgress_delivery",
  "selections": [
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
      "name": "requestedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shippedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carrier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trackingNumber",
      "storageKey": null
    }
  ],
  "type": "RealGoodsDelivery",
  "abstractKey": null
};

(node as any).hash = "e0ad925c2b8d853c4593cb825f8c87d5";

export default node;
