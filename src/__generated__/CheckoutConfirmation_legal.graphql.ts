/**
 * @generated SignedSource<<a1086cd203ac5bacffbb57b7034fff49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutConfirmation_legal$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseTerms_legal">;
  readonly " $fragmentType": "CheckoutConfirmation_legal";
};
export type CheckoutConfirmation_legal$key = {
  readonly " $data"?: CheckoutConfirmation_legal$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutConfirmation_legal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutConfirmation_legal",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PurchaseTerms_legal"
    }
  ],
  "type": "StoreLegal",
  "abstractKey": null
};

(node as any).hash = "87d7f59f348d148ee310be92176edf68";

export default node;
