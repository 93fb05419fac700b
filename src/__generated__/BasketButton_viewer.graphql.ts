/**
 * @generated SignedSource<<9ec74a94e3cee5fabe736b87718f3658>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BasketButton_viewer$data = {
  readonly basket: {
    readonly itemCount: number;
  } | null | undefined;
  readonly " $fragmentType": "BasketButton_viewer";
};
export type BasketButton_viewer$key = {
  readonly " $data"?: BasketButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BasketButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BasketButton_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Basket",
      "kind": "LinkedField",
      "name": "basket",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "1fd96195b3596805d26ec5ad70ea5c00";

export default node;
