/**
 * @generated SignedSource<<4dfbf8680a7370bbaa73b84d9e39ea55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PrizeDrawEntryCompletePageQuery$variables = {
  prizeDrawId: string;
};
export type PrizeDrawEntryCompletePageQuery$data = {
  readonly node: {
    readonly prizeDraw: {
      readonly closesAt: string;
      readonly id: string;
      readonly title: string;
      readonly viewerEntry: {
        readonly id: string;
        readonly number: number;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type PrizeDrawEntryCompletePageQuery = {
  response: PrizeDrawEntryCompletePageQuery$data;
  variables: PrizeDrawEntryCompletePageQuery$variables;
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
  "name": "closesAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "PrizeDrawEntry",
  "kind": "LinkedField",
  "name": "viewerEntry",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PrizeDrawEntryCompletePageQuery",
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
                (v5/*:: as any*/)
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
    "name": "PrizeDrawEntryCompletePageQuery",
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
              (v5/*:: as any*/)
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
    "cacheID": "9ca5a9f2637db056db5a9bdb6ac58614",
    "id": null,
    "metadata": {},
    "name": "PrizeDrawEntryCompletePageQuery",
    "operationKind": "query",
    "text": "query PrizeDrawEntryCompletePageQuery(\n  $prizeDrawId: ID!\n) {\n  node(id: $prizeDrawId) {\n    __typename\n    ... on PrizeDraw {\n      id\n      title\n      closesAt\n      viewerEntry {\n        id\n        number\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a2fff058b3ca5d9fa1a2ce90a3fb5eed";

export default node;
