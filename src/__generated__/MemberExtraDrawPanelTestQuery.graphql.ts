/**
 * @generated SignedSource<<342940a7155d0999f8d11594d0f5f3bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberExtraDrawPanelTestQuery$variables = Record<PropertyKey, never>;
export type MemberExtraDrawPanelTestQuery$data = {
  readonly node: {
    readonly prizeDraw: {
      readonly " $fragmentSpreads": FragmentRefs<"MemberExtraDrawPanel_prizeDraw">;
    } | null | undefined;
  } | null | undefined;
};
export type MemberExtraDrawPanelTestQuery = {
  response: MemberExtraDrawPanelTestQuery$data;
  variables: MemberExtraDrawPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "prize-draw"
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
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MemberExtraDrawPanelTestQuery",
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
        "storageKey": "node(id:\"prize-draw\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MemberExtraDrawPanelTestQuery",
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
                "kind": "ScalarField",
                "name": "status",
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
            "type": "PrizeDraw",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"prize-draw\")"
      }
    ]
  },
  "params": {
    "cacheID": "f73ff2238db83eb7871ecb948fb494a9",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "node.id": (v2/*:: as any*/),
        "node.status": {
          "enumValues": [
            "UPCOMING",
            "OPEN",
            "CLOSED",
            "DRAWN"
          ],
          "nullable": false,
          "plural": false,
          "type": "PrizeDrawStatus"
        },
        "node.viewerMemberExtraDraw": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PrizeDrawMemberExtraDraw"
        },
        "node.viewerMemberExtraDraw.entriesLeft": (v3/*:: as any*/),
        "node.viewerMemberExtraDraw.entry": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PrizeDrawEntry"
        },
        "node.viewerMemberExtraDraw.entry.id": (v2/*:: as any*/),
        "node.viewerMemberExtraDraw.entry.number": (v3/*:: as any*/),
        "node.viewerMemberExtraDraw.entry.result": {
          "enumValues": [
            "PENDING",
            "WON",
            "LOST"
          ],
          "nullable": false,
          "plural": false,
          "type": "PrizeDrawEntryResult"
        },
        "node.viewerMemberExtraDraw.hasPerk": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "MemberExtraDrawPanelTestQuery",
    "operationKind": "query",
    "text": "query MemberExtraDrawPanelTestQuery {\n  node(id: \"prize-draw\") {\n    __typename\n    ...MemberExtraDrawPanel_prizeDraw\n    id\n  }\n}\n\nfragment MemberExtraDrawPanel_prizeDraw on PrizeDraw {\n  id\n  status\n  viewerMemberExtraDraw {\n    hasPerk\n    entriesLeft\n    entry {\n      id\n      number\n      result\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "47513197781962fedb9bec61ed8983a0";

export default node;
