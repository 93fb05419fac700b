/**
 * @generated SignedSource<<1ffd34691ab0842bbd7254253cfa324a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TaxRate = "REDUCED_8" | "STANDARD_10";
import { FragmentRefs } from "relay-runtime";
export type OrderLines_lines$data = ReadonlyArray<{
  readonly name: string;
  readonly quantity: number;
  readonly subtotal: number;
  readonly taxRate: TaxRate;
  readonly unitPrice: number;
  readonly " $fragmentType": "OrderLines_lines";
}>;
export type OrderLines_lines$key = ReadonlyArray<{
  readonly " $data"?: OrderLines_lines$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderLines_lines">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OrderLines_lines",
  "selections": [
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
      "name": "unitPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
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
      "name": "subtotal",
      "storageKey": null
    }
  ],
  "type": "OrderLine",
  "abstractKey": null
};

(node as any).hash = "f2ec6acca608b5acde0fc33df7d66e34";

export default node;
