/**
 * @generated SignedSource<<6789eb5768b2c56a4f7c5f4494d5ae94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetNotificationPreferencesInput = {
  clientMutationId: string;
  directMessages?: boolean | null | undefined;
  eventsAndSchedules?: boolean | null | undefined;
  officialPosts?: boolean | null | undefined;
  repliesAndReactions?: boolean | null | undefined;
};
export type useNotificationMutationsPreferencesMutation$variables = {
  input: SetNotificationPreferencesInput;
};
export type useNotificationMutationsPreferencesMutation$data = {
  readonly setNotificationPreferences: {
    readonly __typename: string;
    readonly message?: string;
    readonly notificationSettings?: {
      readonly directMessages: boolean;
      readonly eventsAndSchedules: boolean;
      readonly id: string;
      readonly officialPosts: boolean;
      readonly repliesAndReactions: boolean;
    };
  };
};
export type useNotificationMutationsPreferencesMutation = {
  response: useNotificationMutationsPreferencesMutation$data;
  variables: useNotificationMutationsPreferencesMutation$variables;
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
    "name": "setNotificationPreferences",
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
                "name": "directMessages",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "repliesAndReactions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "officialPosts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "eventsAndSchedules",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetNotificationPreferencesPayload",
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
    "name": "useNotificationMutationsPreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationMutationsPreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "37b892c0cf9ffd2a052fc96133a5f365",
    "id": null,
    "metadata": {},
    "name": "useNotificationMutationsPreferencesMutation",
    "operationKind": "mutation",
    "text": "mutation useNotificationMutationsPreferencesMutation(\n  $input: SetNotificationPreferencesInput!\n) {\n  setNotificationPreferences(input: $input) {\n    __typename\n    ... on SetNotificationPreferencesPayload {\n      notificationSettings {\n        id\n        directMessages\n        repliesAndReactions\n        officialPosts\n        eventsAndSchedules\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "123dbd86fa385152797ef14eb1745995";

export default node;
