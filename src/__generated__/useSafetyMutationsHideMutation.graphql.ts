/**
 * @generated SignedSource<<453ed7f0d66e64e5858313d0f8cfdfb8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MessageVisibility = "BLOCKED" | "HIDDEN" | "MUTED_USER" | "MUTED_WORD" | "VISIBLE";
export type SetMessageHiddenInput = {
  clientMutationId: string;
  hidden: boolean;
  messageId: string;
};
export type useSafetyMutationsHideMutation$variables = {
  input: SetMessageHiddenInput;
};
export type useSafetyMutationsHideMutation$data = {
  readonly setMessageHidden: {
    readonly __typename: string;
    readonly chatMessage?: {
      readonly id: string;
      readonly viewerVisibility: MessageVisibility;
    };
    readonly message?: string;
  };
};
export type useSafetyMutationsHideMutation = {
  response: useSafetyMutationsHideMutation$data;
  variables: useSafetyMutationsHideMutation$variables;
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
    "name": "setMessageHidden",
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
                "kind": "ScalarField",
                "name": "viewerVisibility",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetMessageHiddenPayload",
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
    "name": "useSafetyMutationsHideMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSafetyMutationsHideMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "94c6ea27e0fc762b382c6a441738dc57",
    "id": null,
    "metadata": {},
    "name": "useSafetyMutationsHideMutation",
    "operationKind": "mutation",
    "text": "mutation useSafetyMutationsHideMutation(\n  $input: SetMessageHiddenInput!\n) {\n  setMessageHidden(input: $input) {\n    __typename\n    ... on SetMessageHiddenPayload {\n      chatMessage {\n        id\n        viewerVisibility\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "56e9506e00be85d3ca003faae7abdf12";

export default node;
