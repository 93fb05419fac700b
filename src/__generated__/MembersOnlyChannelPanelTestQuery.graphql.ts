/**
 * @generated SignedSource<<c2643f6412a703b364122b3b4ecbc9e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MembersOnlyChannelPanelTestQuery$variables = Record<PropertyKey, never>;
export type MembersOnlyChannelPanelTestQuery$data = {
  readonly node: {
    readonly channel: {
      readonly " $fragmentSpreads": FragmentRefs<"MembersOnlyChannelPanel_channel">;
    } | null | undefined;
  } | null | undefined;
};
export type MembersOnlyChannelPanelTestQuery = {
  response: MembersOnlyChannelPanelTestQuery$data;
  variables: MembersOnlyChannelPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "channel"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MembersOnlyChannelPanelTestQuery",
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
                  "name": "MembersOnlyChannelPanel_channel"
                }
              ],
              "type": "Channel",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "channel"
          }
        ],
        "storageKey": "node(id:\"channel\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MembersOnlyChannelPanelTestQuery",
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
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "type": "Channel",
            "abstractKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "node(id:\"channel\")"
      }
    ]
  },
  "params": {
    "cacheID": "49cf6758abcf1f4dd8eb19498505ed8b",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v1/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.name": (v1/*:: as any*/)
      }
    },
    "name": "MembersOnlyChannelPanelTestQuery",
    "operationKind": "query",
    "text": "query MembersOnlyChannelPanelTestQuery {\n  node(id: \"channel\") {\n    __typename\n    ...MembersOnlyChannelPanel_channel\n    id\n  }\n}\n\nfragment MembersOnlyChannelPanel_channel on Channel {\n  name\n}\n"
  }
};
})();

(node as any).hash = "a2ffa3f8832adea43dde01e900a4db4f";

export default node;
