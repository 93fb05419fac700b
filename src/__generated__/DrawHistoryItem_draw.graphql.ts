/**
 * @generated SignedSource<<70222a63d9d36248cacaea51914e5a9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DrawPayment = "COINS" | "TICKETS";
export type TreasurePullDelivery = "AWAITING_ADDRESS" | "NONE" | "REQUESTED";
import { FragmentRefs } from "relay-runtime";
export type DrawHistoryItem_draw$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly machine: {
    readonly id: string;
    readonly name: string;
  };
  readonly payment: DrawPayment;
  readonly price: number;
  readonly pulls: ReadonlyArray<{
    readonly convertedToPoints: boolean;
    readonly delivery: TreasurePullDelivery;
    readonly id: string;
    readonly isDuplicate: boolean;
    readonly isPity: boolean;
    readonly prize: {
      readonly duplicatePoints: number | null | undefined;
      readonly imageUrl: string;
      readonly name: string;
      readonly rankCode: string;
    };
    readonly realGoodsDelivery: {
      readonly id: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "DrawHistoryItem_draw";
};
export type DrawHistoryItem_draw$key = {
  readonly " $data"?: DrawHistoryItem_draw$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrawHistoryItem_draw">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
  "name": "DrawHistoryItem_draw",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payment",
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
      "concreteType": "TreasureMachine",
      "kind": "LinkedField",
      "name": "machine",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TreasurePull",
      "kind": "LinkedField",
      "name": "pulls",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDuplicate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "convertedToPoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "delivery",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RealGoodsDelivery",
          "kind": "LinkedField",
          "name": "realGoodsDelivery",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TreasureMachinePrize",
          "kind": "LinkedField",
          "name": "prize",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
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
              "name": "rankCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "duplicatePoints",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TreasureDraw",
  "abstractKey": null
};
})();

(node as any).hash = "ce07964b26fd1b0ab71f8b017a85ca3a";

export default node;
