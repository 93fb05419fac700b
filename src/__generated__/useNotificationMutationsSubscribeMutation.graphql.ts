/**
 * @generated SignedSource<<3385d8481b01bbb81f59610aff114f4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubscribeToPushInput = {
  auth: string;
  clientMutationId: string;
  endpoint: string;
  p256dh: string;
};
export type useNotificationMutationsSubscribeMutation$variables = {
  input: SubscribeToPushInput;
};
export type useNotificationMutationsSubscribeMutation$data = {
  readonly subscribeToPush: {
    readonly __typename: string;
    readonly message?: string;
    readonly notificationSettings?: {
      readonly id: string;
      readonly pushSubscriptionCount: number;
    };
  };
};
export type useNotificationMutationsSubscribeMutation = {
  response: useNotificationMutationsSubscribeMutation$data;
  variables: useNotificationMutationsSubscribeMutation$variables;
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
    "name": "subscribeToPush",
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
        "type": "SubscribeToPushPayload",
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
    "name": "useNotificationMutationsSubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationMutationsSubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "05448cc358311dc937c101a8bd7b29ac",
    "id": null,
    "metadata": {},
    "name": "useNotificationMutationsSubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation useNotificationMutationsSubscribeMutation(\n  $input: SubscribeToPushInput!\n) {\n  subscribeToPush(input: $input) {\n    __typename\n    ... on SubscribeToPushPayload {\n      notificationSettings {\n        id\n        pushSubscriptionCount\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6bce7efd5232b7c2c15d886e217e5eac";

export default node;
