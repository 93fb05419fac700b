/**
 * @generated SignedSource<<9494ab7a13212d31fb5a36732dc39109>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShippingAddressText_address$data = {
  readonly building: string;
  readonly city: string;
  readonly phone: string;
  readonly postalCode: string;
  readonly prefecture: string;
  readonly recipientName: string;
  readonly street: string;
  readonly " $fragmentType": "ShippingAddressText_address";
};
export type ShippingAddressText_address$key = {
  readonly " $data"?: ShippingAddressText_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShippingAddressText_address">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShippingAddressText_address",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefecture",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "building",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    }
  ],
  "type": "ShippingAddress",
  "abstractKey": null
};

(node as any).hash = "7f7703440b882a500fa4cdc30d842dad";

export default node;
