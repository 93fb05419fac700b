/**
 * @generated SignedSource<<b5513766a2854368812100f7217ae999>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TreasureMachineStatus = "CLOSED" | "DRAFT" | "MAINTENANCE" | "OPEN";
import { FragmentRefs } from "relay-runtime";
export type MachineHero_machine$data = {
  readonly closesAt: string | null | undefined;
  readonly description: string;
  readonly imageUrl: string;
  readonly name: string;
  readonly opensAt: string;
  readonly status: TreasureMachineStatus;
  readonly ticketPrice: number | null | undefined;
  readonly " $fragmentType": "MachineHero_machine";
};
export type MachineHero_machine$key = {
  readonly " $data"?: MachineHero_machine$data;
  readonly " $fragmentSpreads": FragmentRefs<"MachineHero_machine">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MachineHero_machine",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "opensAt",
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
      "name": "ticketPrice",
      "storageKey": null
    }
  ],
  "type": "TreasureMachine",
  "abstractKey": null
};

(node as any).hash = "ff145262263418aae0be5cab72097a74";

export default node;
