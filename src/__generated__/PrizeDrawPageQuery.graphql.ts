/**
 * @generated SignedSource<<741474bff936ecde523f6531b9415292>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrizeDrawEligibility = "ALREADY_ENTERED" | "CLOSED" | "ELIGIBLE" | "NOT_OPEN" | "PURCHASE_REQUIRED" | "SIGN_IN_REQUIRED";
export type PrizeDrawEntryResult = "LOST" | "PENDING" | "WON";
export type PrizeDrawStatus = "CLOSED" | "DRAWN" | "OPEN" | "UPCOMING";
export type PrizeDrawPageQuery$variables = {
  prizeDrawId: string;
};
export type PrizeDrawPageQuery$data = {
  readonly node: {
    readonly prizeDraw: {
      readonly closesAt: string;
      readonly description: string;
      readonly entryCount: number;
      readonly entryItem: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly freeEntry: boolean;
      readonly id: string;
      readonly imageUrl: string;
      readonly opensAt: string;
      readonly revealedServerSeed: string | null | undefined;
      readonly seedCommitment: string;
      readonly status: PrizeDrawStatus;
      readonly title: string;
      readonly viewerEligibility: PrizeDrawEligibility;
      readonly viewerEntry: {
        readonly id: string;
        readonly number: number;
        readonly result: PrizeDrawEntryResult;
      } | null | undefined;
      readonly winningNumbers: ReadonlyArray<number>;
      readonly " $fragmentSpreads": FragmentRefs<"MemberExtraDrawPanel_prizeDraw" | "PrizeDrawPrizes_prizeDraw">;
    } | null | undefined;
  } | null | undefined;
};
export type PrizeDrawPageQuery = {
  response: PrizeDrawPageQuery$data;
  variables: PrizeDrawPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "prizeDrawId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "prizeDrawId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "opensAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closesAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "freeEntry",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entryCount",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seedCommitment",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revealedServerSeed",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "winningNumbers",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerEligibility",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "StoreItem",
  "kind": "LinkedField",
  "name": "entryItem",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v15/*:: as any*/)
  ],
  "storageKey": null
},
v17 = [
  (v2/*:: as any*/),
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
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "PrizeDrawEntry",
  "kind": "LinkedField",
  "name": "viewerEntry",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PrizeDrawPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                (v9/*:: as any*/),
                (v10/*:: as any*/),
                (v11/*:: as any*/),
                (v12/*:: as any*/),
                (v13/*:: as any*/),
                (v14/*:: as any*/),
                (v16/*:: as any*/),
                (v18/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PrizeDrawPrizes_prizeDraw"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MemberExtraDrawPanel_prizeDraw"
                }
              ],
              "type": "PrizeDraw",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "prizeDraw"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PrizeDrawPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v16/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PrizeDrawPrize",
                "kind": "LinkedField",
                "name": "prizes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v15/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "winnerCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "valueYen",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PrizeDrawMemberExtraDraw",
                "kind": "LinkedField",
                "name": "viewerMemberExtraDraw",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasPerk",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "entriesLeft",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PrizeDrawEntry",
                    "kind": "LinkedField",
                    "name": "entry",
                    "plural": false,
                    "selections": (v17/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "PrizeDraw",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1f50cbaac08190f054754ad91c0a4583",
    "id": null,
    "metadata": {},
    "name": "PrizeDrawPageQuery",
    "operationKind": "query",
    "text": "query PrizeDrawPageQuery(\n  $prizeDrawId: ID!\n) {\n  node(id: $prizeDrawId) {\n    __typename\n    ... on PrizeDraw {\n      id\n      title\n      description\n      imageUrl\n      opensAt\n      closesAt\n      status\n      freeEntry\n      entryCount\n      seedCommitment\n      revealedServerSeed\n      winningNumbers\n      viewerEligibility\n      entryItem {\n        id\n        name\n      }\n      viewerEntry {\n        id\n        number\n        result\n      }\n      ...PrizeDrawPrizes_prizeDraw\n      ...MemberExtraDrawPanel_prizeDraw\n    }\n    id\n  }\n}\n\nfragment MemberExtraDrawPanel_prizeDraw on PrizeDraw {\n  id\n  status\n  viewerMemberExtraDraw {\n    hasPerk\n    entriesLeft\n    entry {\n      id\n      number\n      result\n    }\n  }\n}\n\nfragment PrizeDrawPrizes_prizeDraw on PrizeDraw {\n  prizes {\n    id\n    name\n    description\n    imageUrl\n    kind\n    winnerCount\n    valueYen\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b8cdc83eee7cf664d7dbf3419b7779b";

export default node;
