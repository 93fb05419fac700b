/**
 * @generated SignedSource<<c4897895fb21fe5c137aab4afa0bde87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UnsubscribeFromPushInput = {
  clientMutationId: string;
  endpoint: string;
};
export type useNotificationMutationsUnsubscribeMutation$variables = {
  input: UnsubscribeFromPushInput;
};
export type useNotificationMutationsUnsubscribeMutation$data = {
  readonly unsubscribeFromPush: {
    readonly __typename: string;
    readonly message?: string;
    readonly notificationSettings?: {
      readonly id: string;
      readonly pushSubscriptionCount: number;
    };
  };
};
export type useNotificationMutationsUnsubscribeMutation = {
  response: useNotificationMutationsUnsubscribeMutation$data;
  variables: useNotificationMutationsUnsubscribeMutation$variables;
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
    "name": "unsubscribeFromPush",
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
        "type": "UnsubscribeFromPushPayload",
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
    "name": "useNotificationMutationsUnsubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationMutationsUnsubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "87dbca5b4b856dd4e71aa2ce82fd35cf",
    "id": null,
    "metadata": {},
    "name": "useNotificationMutationsUnsubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation useNotificationMutationsUnsubscribeMutation(\n  $input: UnsubscribeFromPushInput!\n) {\n  unsubscribeFromPush(input: $input) {\n    __typename\n    ... on UnsubscribeFromPushPayload {\n      notificationSettings {\n        id\n        pushSubscriptionCount\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a9b36e12023f93fe2857bcda62dda67";

export default node;
