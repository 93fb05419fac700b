/**
 * @generated SignedSource<<c3d70a35aecf9a44ae561b39c428dd82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderShipmentStatus = "PREPARING" | "SHIPPED";
export type ParcelCarrier = "JAPAN_POST" | "SAGAWA" | "YAMATO";
import { FragmentRefs } from "relay-runtime";
export type OrderShipmentStatus_shipment$data = {
  readonly carrier: ParcelCarrier | null | undefined;
  readonly shippedAt: string | null | undefined;
  readonly status: OrderShipmentStatus;
  readonly trackingNumber: string | null | undefined;
  readonly " $fragmentType": "OrderShipmentStatus_shipment";
};
export type OrderShipmentStatus_shipment$key = {
  readonly " $data"?: OrderShipmentStatus_shipment$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderShipmentStatus_shipment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderShipmentStatus_shipment",
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
      "name": "carrier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trackingNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shippedAt",
      "storageKey": null
    }
  ],
  "type": "OrderShipment",
  "abstractKey": null
};

(node as any).hash = "b97c3175014089d70d5e821e56bff9b5";

export default node;
