/**
 * @generated SignedSource<<aa8425667aff62310d86db1398a80e33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrawResultsModal_draw$data = {
  readonly id: string;
  readonly pulls: ReadonlyArray<{
    readonly id: string;
    readonly isDuplicate: boolean;
    readonly isPity: boolean;
    readonly prize: {
      readonly imageUrl: string;
      readonly name: string;
      readonly rankCode: string;
    };
  }>;
  readonly " $fragmentType": "DrawResultsModal_draw";
};
export type DrawResultsModal_draw$key = {
  readonly " $data"?: DrawResultsModal_draw$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrawResultsModal_draw">;
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
  "name": "DrawResultsModal_draw",
  "selections": [
    (v0/*:: as any*/),
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
      "storageKey": null
    }
  ],
  "type": "TreasureDraw",
  "abstractKey": null
};
})();

(node as any).hash = "ac9889ec09dd5d98e7b867d47f0dd3b4";

export default node;
