/**
 * @generated SignedSource<<4ca32983d4b8a8ffc0c2f48cb54473bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BasketView_basket$data = {
  readonly itemCount: number;
  readonly lines: ReadonlyArray<{
    readonly id: string;
    readonly item: {
      readonly id: string;
      readonly imageUrl: string | null | undefined;
      readonly name: string;
      readonly price: number;
    };
    readonly quantity: number;
    readonly subtotal: number;
  }>;
  readonly total: number;
  readonly " $fragmentType": "BasketView_basket";
};
export type BasketView_basket$key = {
  readonly " $data"?: BasketView_basket$data;
  readonly " $fragmentSpreads": FragmentRefs<"BasketView_basket">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BasketView_basket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BasketLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "subtotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StoreItem",
          "kind": "LinkedField",
          "name": "item",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
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
              "name": "price",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "imageUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Basket",
  "abstractKey": null
};
})();

(node as any).hash = "a689c9d2e7284bd72142c62a1893de66";

export default node;
