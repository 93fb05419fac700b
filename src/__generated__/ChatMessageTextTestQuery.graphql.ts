/**
 * @generated SignedSource<<dc59a48b9bec817fabf31143c440b4f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatMessageTextTestQuery$variables = Record<PropertyKey, never>;
export type ChatMessageTextTestQuery$data = {
  readonly node: {
    readonly message: {
      readonly " $fragmentSpreads": FragmentRefs<"ChatMessageText_message">;
    } | null | undefined;
  } | null | undefined;
};
export type ChatMessageTextTestQuery = {
  response: ChatMessageTextTestQuery$data;
  variables: ChatMessageTextTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "message"
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
    "name": "ChatMessageTextTestQuery",
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
                  "name": "ChatMessageText_message"
                }
              ],
              "type": "ChatMessage",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "message"
          }
        ],
        "storageKey": "node(id:\"message\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChatMessageTextTestQuery",
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
                "name": "body",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MessageTranslation",
                "kind": "LinkedField",
                "name": "translation",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChatMessage",
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
        "storageKey": "node(id:\"message\")"
      }
    ]
  },
  "params": {
    "cacheID": "5eeeccec18e109c70e2f8752f2812e3b",
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
        "node.body": (v1/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.translation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "MessageTranslation"
        },
        "node.translation.text": (v1/*:: as any*/)
      }
    },
    "name": "ChatMessageTextTestQuery",
    "operationKind": "query",
    "text": "query ChatMessageTextTestQuery {\n  node(id: \"message\") {\n    __typename\n    ...ChatMessageText_message\n    id\n  }\n}\n\nfragment ChatMessageText_message on ChatMessage {\n  body\n  translation {\n    text\n  }\n}\n"
  }
};
})();

(node as any).hash = "67cc2cd5b9c816f27b62da7b80aa9f9d";

export default node;
