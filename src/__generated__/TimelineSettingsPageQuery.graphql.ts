/**
 * @generated SignedSource<<7bda7326ea3b66f9dd27867a5864bfcc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TimelineSettingsPageQuery$variables = Record<PropertyKey, never>;
export type TimelineSettingsPageQuery$data = {
  readonly viewer: {
    readonly timelinePreferences: {
      readonly showFollowedPosts: boolean;
      readonly showOfficialPosts: boolean;
      readonly showOwnPosts: boolean;
      readonly showTopicPosts: boolean;
    } | null | undefined;
  };
};
export type TimelineSettingsPageQuery = {
  response: TimelineSettingsPageQuery$data;
  variables: TimelineSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "concreteType": "TimelinePreferences",
        "kind": "LinkedField",
        "name": "timelinePreferences",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "showOfficialPosts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "showFollowedPosts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "showOwnPosts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "showTopicPosts",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TimelineSettingsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TimelineSettingsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dafb5b5f675e6ed85217e361da498e5e",
    "id": null,
    "metadata": {},
    "name": "TimelineSettingsPageQuery",
    "operationKind": "query",
    "text": "query TimelineSettingsPageQuery {\n  viewer {\n    timelinePreferences {\n      showOfficialPosts\n      showFollowedPosts\n      showOwnPosts\n      showTopicPosts\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2891ee6dd841c3a181e363bcfccfbd83";

export default node;
