/**
 * @generated SignedSource<<5eb373ebc0a2e50c92152b8fd2a69a04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PrizeDrawEntryResult = "LOST" | "PENDING" | "WON";
export type AcquiredPrizesPageQuery$variables = {
  itemId: string;
};
export type AcquiredPrizesPageQuery$data = {
  readonly node: {
    readonly item: {
      readonly id: string;
      readonly name: string;
      readonly prizeDraws: ReadonlyArray<{
        readonly id: string;
        readonly title: string;
      }>;
      readonly viewerAcquiredPrizes: ReadonlyArray<{
        readonly createdAt: string;
        readonly id: string;
        readonly prize: {
          readonly name: string;
        } | null | undefined;
        readonly prizeDraw: {
          readonly title: string;
        };
        readonly result: PrizeDrawEntryResult;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type AcquiredPrizesPageQuery = {
  response: AcquiredPrizesPageQuery$data;
  variables: AcquiredPrizesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "itemId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "itemId"
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "PrizeDraw",
  "kind": "LinkedField",
  "name": "prizeDraws",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "result",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AcquiredPrizesPageQuery",
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
                (v5/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PrizeDrawEntry",
                  "kind": "LinkedField",
                  "name": "viewerAcquiredPrizes",
                  "plural": true,
                  "selections": [
                    (v2/*:: as any*/),
                    (v6/*:: as any*/),
                    (v7/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "PrizeDrawPrize",
                      "kind": "LinkedField",
                      "name": "prize",
                      "plural": false,
                      "selections": [
                        (v3/*:: as any*/)
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "PrizeDraw",
                      "kind": "LinkedField",
                      "name": "prizeDraw",
                      "plural": false,
                      "selections": [
                        (v4/*:: as any*/)
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "type": "StoreItem",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "item"
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
    "name": "AcquiredPrizesPageQuery",
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
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PrizeDrawEntry",
                "kind": "LinkedField",
                "name": "viewerAcquiredPrizes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PrizeDrawPrize",
                    "kind": "LinkedField",
                    "name": "prize",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PrizeDraw",
                    "kind": "LinkedField",
                    "name": "prizeDraw",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "StoreItem",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bc9ccc9cb148dcb0a74b73b4b3d9da3d",
    "id": null,
    "metadata": {},
    "name": "AcquiredPrizesPageQuery",
    "operationKind": "query",
    "text": "query AcquiredPrizesPageQuery(\n  $itemId: ID!\n) {\n  node(id: $itemId) {\n    __typename\n    ... on StoreItem {\n      id\n      name\n      prizeDraws {\n        id\n        title\n      }\n      viewerAcquiredPrizes {\n        id\n        result\n        createdAt\n        prize {\n          name\n          id\n        }\n        prizeDraw {\n          title\n          id\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4836a5af01b931c529636ef8fee27762";

export default node;
