/**
 * @generated SignedSource<<ac0c60ef55c5cffc57147c7c608c25be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LotteryKind = "PROBABILITY" | "STOCK";
import { FragmentRefs } from "relay-runtime";
export type OddsTable_machine$data = {
  readonly lotteryKind: LotteryKind;
  readonly pity: {
    readonly rank: {
      readonly name: string;
    };
    readonly threshold: number;
  } | null | undefined;
  readonly ranks: ReadonlyArray<{
    readonly code: string;
    readonly id: string;
    readonly name: string;
    readonly prizes: ReadonlyArray<{
      readonly id: string;
      readonly imageUrl: string;
      readonly name: string;
      readonly probabilityText: string;
      readonly remaining: number | null | undefined;
      readonly stock: number | null | undefined;
      readonly viewerExpectedCoins: number | null | undefined;
      readonly viewerExpectedPulls: number | null | undefined;
      readonly viewerOwnedCount: number;
    }>;
    readonly probabilityText: string;
  }>;
  readonly " $fragmentType": "OddsTable_machine";
};
export type OddsTable_machine$key = {
  readonly " $data"?: OddsTable_machine$data;
  readonly " $fragmentSpreads": FragmentRefs<"OddsTable_machine">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "probabilityText",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OddsTable_machine",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lotteryKind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TreasureMachinePity",
      "kind": "LinkedField",
      "name": "pity",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "threshold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TreasureMachineRank",
          "kind": "LinkedField",
          "name": "rank",
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
      "alias": null,
      "args": null,
      "concreteType": "TreasureMachineRank",
      "kind": "LinkedField",
      "name": "ranks",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "TreasureMachinePrize",
          "kind": "LinkedField",
          "name": "prizes",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "imageUrl",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "remaining",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "stock",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "viewerExpectedPulls",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "viewerExpectedCoins",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "viewerOwnedCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TreasureMachine",
  "abstractKey": null
};
})();

(node as any).hash = "d0107a6ad50ba9624feda7f52fe0c3d7";

export default node;
