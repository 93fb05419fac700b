/**
 * @generated SignedSource<<b969d4c89bd7d7ac3afc5d989acc86da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LotteryKind = "PROBABILITY" | "STOCK";
export type TreasureMachineStatus = "CLOSED" | "DRAFT" | "MAINTENANCE" | "OPEN";
import { FragmentRefs } from "relay-runtime";
export type DrawPanel_machine$data = {
  readonly boxRemaining: number;
  readonly id: string;
  readonly lotteryKind: LotteryKind;
  readonly offers: ReadonlyArray<{
    readonly coinPrice: number;
    readonly id: string;
    readonly label: string;
    readonly pulls: number;
    readonly viewerRemaining: number;
  }>;
  readonly paidCoinsOnly: boolean;
  readonly pity: {
    readonly rank: {
      readonly name: string;
    };
    readonly threshold: number;
  } | null | undefined;
  readonly pointsPerPaidPull: number;
  readonly singleCoinPrice: number | null | undefined;
  readonly status: TreasureMachineStatus;
  readonly tenCoinPrice: number | null | undefined;
  readonly ticketPrice: number | null | undefined;
  readonly viewerState: {
    readonly pityCount: number;
    readonly points: number;
    readonly pullsToPity: number | null | undefined;
    readonly ticketBalance: number;
  } | null | undefined;
  readonly " $fragmentType": "DrawPanel_machine";
};
export type DrawPanel_machine$key = {
  readonly " $data"?: DrawPanel_machine$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrawPanel_machine">;
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
  "name": "DrawPanel_machine",
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
      "name": "lotteryKind",
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
      "name": "tenCoinPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidCoinsOnly",
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
      "name": "boxRemaining",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pointsPerPaidPull",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TreasureMachineOffer",
      "kind": "LinkedField",
      "name": "offers",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pulls",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "coinPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerRemaining",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TreasureMachineViewerState",
      "kind": "LinkedField",
      "name": "viewerState",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pityCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pullsToPity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "points",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ticketBalance",
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

(node as any).hash = "e73927156c4e1c83e3b6ea8e34a6be6d";

export default node;
