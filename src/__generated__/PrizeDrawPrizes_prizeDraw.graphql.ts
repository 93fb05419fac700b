/**
 * @generated SignedSource<<15a32fbb1ceae15a1f1b93685e3b686d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PrizeItemKind = "BLANK" | "COIN" | "COLLECTABLE_CARD" | "NFT" | "REAL_GOODS";
import { FragmentRefs } from "relay-runtime";
export type PrizeDrawPrizes_prizeDraw$data = {
  readonly prizes: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly imageUrl: string;
    readonly kind: PrizeItemKind;
    readonly name: string;
    readonly valueYen: number;
    readonly winnerCount: number;
  }>;
  readonly " $fragmentType": "PrizeDrawPrizes_prizeDraw";
};
export type PrizeDrawPrizes_prizeDraw$key = {
  readonly " $data"?: PrizeDrawPrizes_prizeDraw$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrizeDrawPrizes_prizeDraw">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrizeDrawPrizes_prizeDraw",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PrizeDrawPrize",
      "kind": "LinkedField",
      "name": "prizes",
      "plural": true,
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
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
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
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "winnerCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "valueYen",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PrizeDraw",
  "abstractKey": null
};

(node as any).hash = "24eae4348ae4ffa77fca61bb78aeca0e";

export default node;
