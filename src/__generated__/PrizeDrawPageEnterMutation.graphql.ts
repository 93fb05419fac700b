/**
 * @generated SignedSource<<79f4288e075039cddf0fa89a306a6d17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PrizeDrawEligibility = "ALREADY_ENTERED" | "CLOSED" | "ELIGIBLE" | "NOT_OPEN" | "PURCHASE_REQUIRED" | "SIGN_IN_REQUIRED";
export type PrizeDrawEntryResult = "LOST" | "PENDING" | "WON";
export type PrizeDrawEntryRoute = "FREE" | "PURCHASE";
export type EnterPrizeDrawInput = {
  clientMutationId: string;
  prizeDrawId: string;
  route: PrizeDrawEntryRoute;
};
export type PrizeDrawPageEnterMutation$variables = {
  input: EnterPrizeDrawInput;
};
export type PrizeDrawPageEnterMutation$data = {
  readonly enterPrizeDraw: {
    readonly __typename: string;
    readonly message?: string;
    readonly prizeDraw?: {
      readonly entryCount: number;
      readonly id: string;
      readonly viewerEligibility: PrizeDrawEligibility;
      readonly viewerEntry: {
        readonly id: string;
        readonly number: number;
        readonly result: PrizeDrawEntryResult;
      } | null | undefined;
    };
  };
};
export type PrizeDrawPageEnterMutation = {
  response: PrizeDrawPageEnterMutation$data;
  variables: PrizeDrawPageEnterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "enterPrizeDraw",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PrizeDraw",
            "kind": "LinkedField",
            "name": "prizeDraw",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "entryCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerEligibility",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PrizeDrawEntry",
                "kind": "LinkedField",
                "name": "viewerEntry",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "number",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "result",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "EnterPrizeDrawPayload",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PrizeDrawPageEnterMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PrizeDrawPageEnterMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "10a26f627a24b3a59903d6e35ffc3e2b",
    "id": null,
    "metadata": {},
    "name": "PrizeDrawPageEnterMutation",
    "operationKind": "mutation",
    "text": "mutation PrizeDrawPageEnterMutation(\n  $input: EnterPrizeDrawInput!\n) {\n  enterPrizeDraw(input: $input) {\n    __typename\n    ... on EnterPrizeDrawPayload {\n      prizeDraw {\n        id\n        entryCount\n        viewerEligibility\n        viewerEntry {\n          id\n          number\n          result\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "863af9a3fc1c37d104cab86690d32d6e";

export default node;
