/**
 * @generated SignedSource<<a27416537ff16b957b3c32e60a88d00e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PurchaseTerms_legal$data = {
  readonly additionalCosts: string;
  readonly deliveryTiming: string;
  readonly paymentTiming: string;
  readonly returnPolicy: string;
  readonly " $fragmentType": "PurchaseTerms_legal";
};
export type PurchaseTerms_legal$key = {
  readonly " $data"?: PurchaseTerms_legal$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseTerms_legal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PurchaseTerms_legal",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentTiming",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryTiming",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "additionalCosts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "returnPolicy",
      "storageKey": null
    }
  ],
  "type": "StoreLegal",
  "abstractKey": null
};

(node as any).hash = "c4d216d119b0d8ef84aa7436fa10fc17";

export default node;
