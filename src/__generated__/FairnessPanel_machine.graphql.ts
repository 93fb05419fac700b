/**
 * @generated SignedSource<<c93dd12065206f91896cf31e8fe65d9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FairnessPanel_machine$data = {
  readonly currentSeed: {
    readonly commitment: string;
  } | null | undefined;
  readonly id: string;
  readonly revealedSeeds: ReadonlyArray<{
    readonly commitment: string;
    readonly id: string;
    readonly revealedAt: string | null | undefined;
    readonly serverSeed: string | null | undefined;
  }>;
  readonly viewerState: {
    readonly clientSeed: string;
    readonly nonce: number;
  } | null | undefined;
  readonly " $fragmentType": "FairnessPanel_machine";
};
export type FairnessPanel_machine$key = {
  readonly " $data"?: FairnessPanel_machine$data;
  readonly " $fragmentSpreads": FragmentRefs<"FairnessPanel_machine">;
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
  "name": "commitment",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FairnessPanel_machine",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "TreasureMachineSeed",
      "kind": "LinkedField",
      "name": "currentSeed",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TreasureMachineSeed",
      "kind": "LinkedField",
      "name": "revealedSeeds",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serverSeed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revealedAt",
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
          "name": "clientSeed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nonce",
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

(node as any).hash = "f90874690a4cffe02d86934670e87e31";

export default node;
