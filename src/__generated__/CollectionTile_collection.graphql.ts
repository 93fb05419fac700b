/**
 * @generated SignedSource<<6c5e0c0f316f771cc3f86af6536d12b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionTile_collection$data = {
  readonly category: {
    readonly group: {
      readonly name: string;
    };
    readonly imageUrl: string;
    readonly name: string;
  };
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionProgress_collection">;
  readonly " $fragmentType": "CollectionTile_collection";
};
export type CollectionTile_collection$key = {
  readonly " $data"?: CollectionTile_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionTile_collection">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionTile_collection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectableCardCategory",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CollectableCardCategoryGroup",
          "kind": "LinkedField",
          "name": "group",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CollectionProgress_collection"
    }
  ],
  "type": "CardCollection",
  "abstractKey": null
};
})();

(node as any).hash = "ea3bc6f57fc15adb5aa67ad5e8610bd6";

export default node;
