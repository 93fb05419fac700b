/**
 * @generated SignedSource<<b7aeecf6330e4d9d7d5f3675a24f3f83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TaxRate = "REDUCED_8" | "STANDARD_10";
import { FragmentRefs } from "relay-runtime";
export type OrderLines_taxes$data = ReadonlyArray<{
  readonly rate: TaxRate;
  readonly tax: number;
  readonly taxableTotal: number;
  readonly " $fragmentType": "OrderLines_taxes";
}>;
export type OrderLines_taxes$key = ReadonlyArray<{
  readonly " $data"?: OrderLines_taxes$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderLines_taxes">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OrderLines_taxes",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxableTotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tax",
      "storageKey": null
    }
  ],
  "type": "TaxBreakdown",
  "abstractKey": null
};

(node as any).hash = "87ebf030110978a3d5ef328d8e9d8bf1";

export default node;
