/**
 * @generated SignedSource<<768845501cf5ab4b5ccdc5950f6ec14c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationSettingsPageQuery$variables = Record<PropertyKey, never>;
export type NotificationSettingsPageQuery$data = {
  readonly viewer: {
    readonly notificationSettings: {
      readonly " $fragmentSpreads": FragmentRefs<"NotificationSettingsPage_settings">;
    } | null | undefined;
  };
  readonly webPushPublicKey: string;
};
export type NotificationSettingsPageQuery = {
  response: NotificationSettingsPageQuery$data;
  variables: NotificationSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "webPushPublicKey",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationSettingsPageQuery",
    "selections": [
      (v0/*:: as any*/),
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
            "concreteType": "NotificationSettings",
            "kind": "LinkedField",
            "name": "notificationSettings",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationSettingsPage_settings"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationSettingsPageQuery",
    "selections": [
      (v0/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "448df32c5da18d67eb8c65f70813b6c5",
    "id": null,
    "metadata": {},
    "name": "NotificationSettingsPageQuery",
    "operationKind": "query",
    "text": "query NotificationSettingsPageQuery {\n  webPushPublicKey\n  viewer {\n    notificationSettings {\n      ...NotificationSettingsPage_settings\n      id\n    }\n  }\n}\n\nfragment NotificationSettingsPage_settings on NotificationSettings {\n  id\n  directMessages\n  repliesAndReactions\n  officialPosts\n  eventsAndSchedules\n  pushSubscriptionCount\n}\n"
  }
};
})();

(node as any).hash = "6302e9b3c03d902e7673475f46f2eb16";

export default node;
