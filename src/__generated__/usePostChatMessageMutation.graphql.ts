/**
 * @generated SignedSource<<eca503ca02ad55c90fd907a544195469>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvalidInputReason = "INVALID_FORMAT" | "REQUIRED" | "TOO_LONG";
export type PostChatMessageInput = {
  body: string;
  channelId: string;
  clientMutationId: string;
};
export type usePostChatMessageMutation$variables = {
  connections: ReadonlyArray<string>;
  input: PostChatMessageInput;
};
export type usePostChatMessageMutation$data = {
  readonly postChatMessage: {
    readonly __typename: string;
    readonly field?: string;
    readonly limit?: number | null | undefined;
    readonly message?: string;
    readonly messageEdge?: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly viewerClientMutationId: string | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"ChatMessageItem_message">;
      };
    };
    readonly reason?: InvalidInputReason;
  };
};
export type usePostChatMessageMutation$rawResponse = {
  readonly postChatMessage: {
    readonly __typename: "InvalidInputError";
    readonly __isError: "InvalidInputError";
    readonly field: string;
    readonly limit: number | null | undefined;
    readonly message: string;
    readonly reason: InvalidInputReason;
  } | {
    readonly __typename: "PostChatMessagePayload";
    readonly messageEdge: {
      readonly cursor: string;
      readonly node: {
        readonly author: {
          readonly avatarUrl: string | null | undefined;
          readonly displayName: string;
          readonly id: string;
        };
        readonly body: string;
        readonly createdAt: string;
        readonly id: string;
        readonly viewerClientMutationId: string | null | undefined;
        readonly viewerIsAuthor: boolean;
      };
    };
  } | {
    readonly __typename: string;
    readonly __isError?: string;
    readonly message?: string;
  };
};
export type usePostChatMessageMutation = {
  rawResponse: usePostChatMessageMutation$rawResponse;
  response: usePostChatMessageMutation$data;
  variables: usePostChatMessageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerClientMutationId",
  "storageKey": null
},
v7 = {
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
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "limit",
      "storageKey": null
    }
  ],
  "type": "InvalidInputError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePostChatMessageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "postChatMessage",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatMessageEdge",
                "kind": "LinkedField",
                "name": "messageEdge",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChatMessage",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ChatMessageItem_message"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "PostChatMessagePayload",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "usePostChatMessageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "postChatMessage",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatMessageEdge",
                "kind": "LinkedField",
                "name": "messageEdge",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChatMessage",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerIsAuthor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "displayName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "avatarUrl",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "appendEdge",
                "key": "",
                "kind": "LinkedHandle",
                "name": "messageEdge",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "PostChatMessagePayload",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a60adee8b761b21e9850dacf5f7f55a4",
    "id": null,
    "metadata": {},
    "name": "usePostChatMessageMutation",
    "operationKind": "mutation",
    "text": "mutation usePostChatMessageMutation(\n  $input: PostChatMessageInput!\n) {\n  postChatMessage(input: $input) {\n    __typename\n    ... on PostChatMessagePayload {\n      messageEdge {\n        cursor\n        node {\n          id\n          viewerClientMutationId\n          ...ChatMessageItem_message\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InvalidInputError {\n      field\n      reason\n      limit\n    }\n  }\n}\n\nfragment ChatMessageItem_message on ChatMessage {\n  body\n  createdAt\n  viewerIsAuthor\n  author {\n    id\n    displayName\n    avatarUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "24c2e37cc12a628d9860a09ce54a4618";

export default node;
