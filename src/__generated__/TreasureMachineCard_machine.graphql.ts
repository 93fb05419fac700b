/**
 * @generated SignedSource<<d9efe118e24361c5a7a1ba8e1b5046d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LotteryKind = "PROBABILITY" | "STOCK";
export type TreasureMachineStatus = "CLOSED" | "DRAFT" | "MAINTENANCE" | "OPEN";
import { FragmentRefs } from "relay-runtime";
export type TreasureMachineCard_machine$data = {
  readonly boxRemaining: number;
  readonly boxSize: number;
  readonly closesAt: string | null | undefined;
  readonly id: string;
  readonly imageUrl: string;
  readonly lotteryKind: LotteryKind;
  readonly name: string;
  readonly pity: {
    readonly rank: {
      readonly name: string;
    };
    readonly threshold: number;
  } | null | undefined;
  readonly singleCoinPrice: number | null | undefined;
  readonly status: TreasureMachineStatus;
  readonly ticketPrice: number | null | undefined;
  readonly " $fragmentType": "TreasureMachineCard_machine";
};
export type TreasureMachineCard_machine$key = {
  readonly " $data"?: TreasureMachineCard_machine$data;
  readonly " $fragmentSpreads": FragmentRefs<"TreasureMachineCard_machine">;
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
  "name": "TreasureMachineCard_machine",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "lotteryKind",
      "storageKey": null
    },
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
      "name": "closesAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "singleCoinPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ticketPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boxSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boxRemaining",
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
    }
  ],
  "type": "TreasureMachine",
  "abstractKey": null
};
})();

(node as any).hash = "40a3bc7aac28ef95c0ce770db4604601";

export default node;
