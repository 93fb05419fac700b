/**
 * @generated SignedSource<<06b358ab0e3a8fd4849c6299b820bf44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChatReportReason = "HARASSMENT" | "HATE" | "IMPERSONATION" | "OTHER" | "SEXUAL" | "SPAM" | "SPOILER";
export type ChatReportStatus = "OPEN" | "RESOLVED";
export type ReportChatMessageInput = {
  clientMutationId: string;
  messageId: string;
  note?: string | null | undefined;
  reason: ChatReportReason;
};
export type useReportChatMessageMutation$variables = {
  input: ReportChatMessageInput;
};
export type useReportChatMessageMutation$data = {
  readonly reportChatMessage: {
    readonly __typename: string;
    readonly message?: string;
    readonly report?: {
      readonly id: string;
      readonly status: ChatReportStatus;
    };
  };
};
export type useReportChatMessageMutation = {
  response: useReportChatMessageMutation$data;
  variables: useReportChatMessageMutation$variables;
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
    "name": "reportChatMessage",
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
            "concreteType": "ChatReport",
            "kind": "LinkedField",
            "name": "report",
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReportPayload",
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
    "name": "useReportChatMessageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReportChatMessageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "be203c22581c0235ca6a8a060a727414",
    "id": null,
    "metadata": {},
    "name": "useReportChatMessageMutation",
    "operationKind": "mutation",
    "text": "mutation useReportChatMessageMutation(\n  $input: ReportChatMessageInput!\n) {\n  reportChatMessage(input: $input) {\n    __typename\n    ... on ReportPayload {\n      report {\n        id\n        status\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "15ad73fdb3cc3f7e8a0be379715c14d8";

export default node;
