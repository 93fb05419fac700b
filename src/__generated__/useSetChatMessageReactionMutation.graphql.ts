/**
 * @generated SignedSource<<01643d0366d24a184b7da128dff40b0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetChatMessageReactionInput = {
  clientMutationId: string;
  emoji: string;
  messageId: string;
  reacted: boolean;
};
export type useSetChatMessageReactionMutation$variables = {
  input: SetChatMessageReactionInput;
};
export type useSetChatMessageReactionMutation$data = {
  readonly setChatMessageReaction: {
    readonly __typename: string;
    readonly chatMessage?: {
      readonly id: string;
      readonly reactions: ReadonlyArray<{
        readonly count: number;
        readonly emoji: string;
        readonly viewerHasReacted: boolean;
      }>;
    };
    readonly message?: string;
  };
};
export type useSetChatMessageReactionMutation = {
  response: useSetChatMessageReactionMutation$data;
  variables: useSetChatMessageReactionMutation$variables;
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
    "name": "setChatMessageReaction",
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
            "concreteType": "ChatMessage",
            "kind": "LinkedField",
            "name": "chatMessage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatMessageReaction",
                "kind": "LinkedField",
                "name": "reactions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "emoji",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerHasReacted",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetChatMessageReactionPayload",
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
    "name": "useSetChatMessageReactionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetChatMessageReactionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "11786d0055c6c2572f46b8da73ccb2d0",
    "id": null,
    "metadata": {},
    "name": "useSetChatMessageReactionMutation",
    "operationKind": "mutation",
    "text": "mutation useSetChatMessageReactionMutation(\n  $input: SetChatMessageReactionInput!\n) {\n  setChatMessageReaction(input: $input) {\n    __typename\n    ... on SetChatMessageReactionPayload {\n      chatMessage {\n        id\n        reactions {\n          emoji\n          count\n          viewerHasReacted\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ef19b41bc58ac18b3146ded8a7c4dc47";

export default node;
