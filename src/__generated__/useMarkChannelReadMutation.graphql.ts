/**
 * @generated SignedSource<<8c0828244a93eb3659461a3fe1224581>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkChannelReadInput = {
  clientMutationId: string;
  messageId: string;
};
export type useMarkChannelReadMutation$variables = {
  input: MarkChannelReadInput;
};
export type useMarkChannelReadMutation$data = {
  readonly markChannelRead: {
    readonly __typename: "MarkChannelReadPayload";
    readonly channel: {
      readonly id: string;
      readonly viewerUnreadCount: number;
    };
    readonly viewer: {
      readonly unreadPrivateChannelCount: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkChannelReadMutation = {
  response: useMarkChannelReadMutation$data;
  variables: useMarkChannelReadMutation$variables;
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
    "name": "markChannelRead",
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
            "concreteType": "Channel",
            "kind": "LinkedField",
            "name": "channel",
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
                "name": "viewerUnreadCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unreadPrivateChannelCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MarkChannelReadPayload",
        "abstractKey": null
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
    "name": "useMarkChannelReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkChannelReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9d66ac57956fb3f523a66d9598c351fb",
    "id": null,
    "metadata": {},
    "name": "useMarkChannelReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkChannelReadMutation(\n  $input: MarkChannelReadInput!\n) {\n  markChannelRead(input: $input) {\n    __typename\n    ... on MarkChannelReadPayload {\n      channel {\n        id\n        viewerUnreadCount\n      }\n      viewer {\n        unreadPrivateChannelCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bdc970f070108151e2a59c61c0153986";

export default node;
