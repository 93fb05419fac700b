/**
 * @generated SignedSource<<071aa26fc0c38f014189c6c4807c2f1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeliveryPrizeList_pulls$data = ReadonlyArray<{
  readonly id: string;
  readonly prize: {
    readonly id: string;
    readonly imageUrl: string;
    readonly name: string;
    readonly rankCode: string;
  };
  readonly " $fragmentType": "DeliveryPrizeList_pulls";
}>;
export type DeliveryPrizeList_pulls$key = ReadonlyArray<{
  readonly " $data"?: DeliveryPrizeList_pulls$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryPrizeList_pulls">;
}>;

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
  "metadata": {
    "plural": true
  },
  "name": "DeliveryPrizeList_pulls",
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
          "name": "imageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rankCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TreasurePull",
  "abstractKey": null
};
})();

(node as any).hash = "0c50c5dec3d462fd4a2c433fd1089cfe";

export default node;
