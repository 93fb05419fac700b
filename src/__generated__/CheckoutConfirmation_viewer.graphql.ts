/**
 * @generated SignedSource<<38819f0a295e819b69b9ef14cebae8cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutConfirmation_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AddressBook_viewer">;
  readonly " $fragmentType": "CheckoutConfirmation_viewer";
};
export type CheckoutConfirmation_viewer$key = {
  readonly " $data"?: CheckoutConfirmation_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutConfirmation_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "addressCount"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutConfirmation_viewer",
  "selections": [
    {
      "args": [
        {
          "kind": "Variable",
          "name": "count",
          "variableName": "addressCount"
        }
      ],
      "kind": "FragmentSpread",
      "name": "AddressBook_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "6293753fe46fb092fc5180f64e22c41e";

export default node;
