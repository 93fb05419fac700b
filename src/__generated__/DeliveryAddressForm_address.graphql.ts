/**
 * @generated SignedSource<<535e2ead5ad1e336fc2c7e129f338ab6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeliveryAddressForm_address$data = {
  readonly building: string;
  readonly city: string;
  readonly phone: string;
  readonly postalCode: string;
  readonly prefecture: string;
  readonly recipientName: string;
  readonly street: string;
  readonly " $fragmentType": "DeliveryAddressForm_address";
};
export type DeliveryAddressForm_address$key = {
  readonly " $data"?: DeliveryAddressForm_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryAddressForm_address">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryAddressForm_address",
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

(node as any).hash = "487ec5fea6410b059bf6d7ef896e3826";

export default node;
