/**
 * @generated SignedSource<<4593c387b324aa6013baf9b517593c5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrawResultsModalTestQuery$variables = Record<PropertyKey, never>;
export type DrawResultsModalTestQuery$data = {
  readonly node: {
    readonly draw: {
      readonly " $fragmentSpreads": FragmentRefs<"DrawResultsModal_draw">;
    } | null | undefined;
  } | null | undefined;
};
export type DrawResultsModalTestQuery = {
  response: DrawResultsModalTestQuery$data;
  variables: DrawResultsModalTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "draw-1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DrawResultsModalTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DrawResultsModal_draw"
                }
              ],
              "type": "TreasureDraw",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "draw"
          }
        ],
        "storageKey": "node(id:\"draw-1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DrawResultsModalTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TreasurePull",
                "kind": "LinkedField",
                "name": "pulls",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
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
                      },
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "TreasureDraw",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"draw-1\")"
      }
    ]
  },
  "params": {
    "cacheID": "d8e21049747a2f54a54c1cab93c4cc13",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v2/*:: as any*/),
        "node.id": (v3/*:: as any*/),
        "node.pulls": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TreasurePull"
        },
        "node.pulls.id": (v3/*:: as any*/),
        "node.pulls.isDuplicate": (v4/*:: as any*/),
        "node.pulls.isPity": (v4/*:: as any*/),
        "node.pulls.prize": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "TreasureMachinePrize"
        },
        "node.pulls.prize.id": (v3/*:: as any*/),
        "node.pulls.prize.imageUrl": (v2/*:: as any*/),
        "node.pulls.prize.name": (v2/*:: as any*/),
        "node.pulls.prize.rankCode": (v2/*:: as any*/)
      }
    },
    "name": "DrawResultsModalTestQuery",
    "operationKind": "query",
    "text": "query DrawResultsModalTestQuery {\n  node(id: \"draw-1\") {\n    __typename\n    ... on TreasureDraw {\n      ...DrawResultsModal_draw\n    }\n    id\n  }\n}\n\nfragment DrawResultsModal_draw on TreasureDraw {\n  id\n  pulls {\n    id\n    isPity\n    isDuplicate\n    prize {\n      name\n      imageUrl\n      rankCode\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "76642645a69a21ffed072943912310ec";

export default node;
