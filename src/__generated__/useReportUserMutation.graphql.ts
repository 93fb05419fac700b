/**
 * @generated SignedSource<<4d27da5afecaf68c5db9cea6d8e4b8cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChatReportReason = "HARASSMENT" | "HATE" | "IMPERSONATION" | "OTHER" | "SEXUAL" | "SPAM" | "SPOILER";
export type ChatReportStatus = "OPEN" | "RESOLVED";
export type ReportUserInput = {
  clientMutationId: string;
  note?: string | null | undefined;
  reason: ChatReportReason;
  userId: string;
};
export type useReportUserMutation$variables = {
  input: ReportUserInput;
};
export type useReportUserMutation$data = {
  readonly reportUser: {
    readonly __typename: string;
    readonly message?: string;
    readonly report?: {
      readonly id: string;
      readonly status: ChatReportStatus;
    };
  };
};
export type useReportUserMutation = {
  response: useReportUserMutation$data;
  variables: useReportUserMutation$variables;
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
    "name": "reportUser",
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
    "name": "useReportUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReportUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1a39e2e627b6cae1a11f25c736489425",
    "id": null,
    "metadata": {},
    "name": "useReportUserMutation",
    "operationKind": "mutation",
    "text": "mutation useReportUserMutation(\n  $input: ReportUserInput!\n) {\n  reportUser(input: $input) {\n    __typename\n    ... on ReportPayload {\n      report {\n        id\n        status\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6d51de7bacd4a287d018b0d374dcf29c";

export default node;
