/**
 * @generated SignedSource<<a43bff942455df5ef7897bb5b8cacea2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RealGoodsDeliveryStatus = "REQUESTED" | "SHIPPED";
import { FragmentRefs } from "relay-runtime";
export type RealGoodsDeliveryCard_delivery$data = {
  readonly id: string;
  readonly pulls: ReadonlyArray<{
    readonly id: string;
    readonly prize: {
      readonly imageUrl: string;
      readonly name: string;
    };
  }>;
  readonly requestedAt: string;
  readonly status: RealGoodsDeliveryStatus;
  readonly " $fragmentType": "RealGoodsDeliveryCard_delivery";
};
export type RealGoodsDeliveryCard_delivery$key = {
  readonly " $data"?: RealGoodsDeliveryCard_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"RealGoodsDeliveryCard_delivery">;
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
  "name": "RealGoodsDeliveryCard_delivery",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedAt",
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
          "concreteType": "TreasureMachinePrize",
          "kind": "LinkedField",
          "name": "prize",
          "plural": false,
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
  "type": "RealGoodsDelivery",
  "abstractKey": null
};
})();

(node as any).hash = "5abc87ffdd01e16542e538b0ea3c0795";

export default node;
