/**
 * @generated SignedSource<<4d673ca79874ef468628b478dff52e8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionProgress_collection$data = {
  readonly cardCount: number;
  readonly completed: boolean;
  readonly ownedCardCount: number;
  readonly " $fragmentType": "CollectionProgress_collection";
};
export type CollectionProgress_collection$key = {
  readonly " $data"?: CollectionProgress_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionProgress_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionProgress_collection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownedCardCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cardCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completed",
      "storageKey": null
    }
  ],
  "type": "CardCollection",
  "abstractKey": null
};

(node as any).hash = "d475b3a8f56222a892397198a6566792";

export default node;
