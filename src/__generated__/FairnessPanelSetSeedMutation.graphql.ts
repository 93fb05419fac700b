/**
 * @generated SignedSource<<e13de17cc54c760dd33421322c009968>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetTreasureClientSeedInput = {
  clientMutationId: string;
  clientSeed: string;
  machineId: string;
};
export type FairnessPanelSetSeedMutation$variables = {
  input: SetTreasureClientSeedInput;
};
export type FairnessPanelSetSeedMutation$data = {
  readonly setTreasureClientSeed: {
    readonly __typename: string;
    readonly machine?: {
      readonly " $fragmentSpreads": FragmentRefs<"FairnessPanel_machine">;
    };
    readonly message?: string;
  };
};
export type FairnessPanelSetSeedMutation = {
  response: FairnessPanelSetSeedMutation$data;
  variables: FairnessPanelSetSeedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commitment",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FairnessPanelSetSeedMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setTreasureClientSeed",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachine",
                "kind": "LinkedField",
                "name": "machine",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "FairnessPanel_machine"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SetTreasureClientSeedPayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FairnessPanelSetSeedMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setTreasureClientSeed",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasureMachine",
                "kind": "LinkedField",
                "name": "machine",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TreasureMachineSeed",
                    "kind": "LinkedField",
                    "name": "currentSeed",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v4/*:: as any*/)
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
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
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
                "storageKey": null
              }
            ],
            "type": "SetTreasureClientSeedPayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f2351c34faa9506da621d87b4653161e",
    "id": null,
    "metadata": {},
    "name": "FairnessPanelSetSeedMutation",
    "operationKind": "mutation",
    "text": "mutation FairnessPanelSetSeedMutation(\n  $input: SetTreasureClientSeedInput!\n) {\n  setTreasureClientSeed(input: $input) {\n    __typename\n    ... on SetTreasureClientSeedPayload {\n      machine {\n        ...FairnessPanel_machine\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment FairnessPanel_machine on TreasureMachine {\n  id\n  currentSeed {\n    commitment\n    id\n  }\n  revealedSeeds {\n    id\n    commitment\n    serverSeed\n    revealedAt\n  }\n  viewerState {\n    clientSeed\n    nonce\n  }\n}\n"
  }
};
})();

(node as any).hash = "4328482d001f0b73f2c68a257cc122e6";

export default node;
