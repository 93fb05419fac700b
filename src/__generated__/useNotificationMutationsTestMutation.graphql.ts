/**
 * @generated SignedSource<<938272effca5196dc02ec5bce8130e42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendTestNotificationInput = {
  clientMutationId: string;
};
export type useNotificationMutationsTestMutation$variables = {
  input: SendTestNotificationInput;
};
export type useNotificationMutationsTestMutation$data = {
  readonly sendTestNotification: {
    readonly __typename: string;
    readonly deliveredCount?: number;
    readonly message?: string;
    readonly notificationSettings?: {
      readonly id: string;
      readonly pushSubscriptionCount: number;
    };
  };
};
export type useNotificationMutationsTestMutation = {
  response: useNotificationMutationsTestMutation$data;
  variables: useNotificationMutationsTestMutation$variables;
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
    "name": "sendTestNotification",
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
            "name": "deliveredCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NotificationSettings",
            "kind": "LinkedField",
            "name": "notificationSettings",
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
                "name": "pushSubscriptionCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SendTestNotificationPayload",
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
    "name": "useNotificationMutationsTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationMutationsTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f40f4e4ffb93a4d66851270f02875d49",
    "id": null,
    "metadata": {},
    "name": "useNotificationMutationsTestMutation",
    "operationKind": "mutation",
    "text": "mutation useNotificationMutationsTestMutation(\n  $input: SendTestNotificationInput!\n) {\n  sendTestNotification(input: $input) {\n    __typename\n    ... on SendTestNotificationPayload {\n      deliveredCount\n      notificationSettings {\n        id\n        pushSubscriptionCount\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "22390c48cc4f71c3301bb5e9d749bdcf";

export default node;
