/**
 * @generated SignedSource<<f0efc03ae88bd8dcff69b03f1d7284dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetTimelinePreferencesInput = {
  clientMutationId: string;
  showFollowedPosts: boolean;
  showOfficialPosts: boolean;
  showOwnPosts: boolean;
  showTopicPosts: boolean;
};
export type useSetTimelinePreferencesMutation$variables = {
  input: SetTimelinePreferencesInput;
};
export type useSetTimelinePreferencesMutation$data = {
  readonly setTimelinePreferences: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly timelinePreferences: {
        readonly showFollowedPosts: boolean;
        readonly showOfficialPosts: boolean;
        readonly showOwnPosts: boolean;
        readonly showTopicPosts: boolean;
      } | null | undefined;
    };
  };
};
export type useSetTimelinePreferencesMutation = {
  response: useSetTimelinePreferencesMutation$data;
  variables: useSetTimelinePreferencesMutation$variables;
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
    "name": "setTimelinePreferences",
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
        ],
        "type": "SetTimelinePreferencesPayload",
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
    "name": "useSetTimelinePreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetTimelinePreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ca47bab3deba58e9b25375dee868fe90",
    "id": null,
    "metadata": {},
    "name": "useSetTimelinePreferencesMutation",
    "operationKind": "mutation",
    "text": "mutation useSetTimelinePreferencesMutation(\n  $input: SetTimelinePreferencesInput!\n) {\n  setTimelinePreferences(input: $input) {\n    __typename\n    ... on SetTimelinePreferencesPayload {\n      viewer {\n        timelinePreferences {\n          showOfficialPosts\n          showFollowedPosts\n          showOwnPosts\n          showTopicPosts\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "de49ea61f5c29352a8d91b075d73b336";

export default node;
