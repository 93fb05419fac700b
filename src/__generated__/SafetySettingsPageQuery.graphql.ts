/**
 * @generated SignedSource<<4697d2fc2f31be7e9da16fa9f46cab8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SafetySettingsPageQuery$variables = Record<PropertyKey, never>;
export type SafetySettingsPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly __typename: "User";
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"BlockedUsersSettings_viewer" | "HiddenMessagesSettings_viewer" | "MuteWordsSettings_viewer" | "MutedUsersSettings_viewer">;
  };
};
export type SafetySettingsPageQuery = {
  response: SafetySettingsPageQuery$data;
  variables: SafetySettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SafetySettingsPageQuery",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BlockedUsersSettings_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HiddenMessagesSettings_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MutedUsersSettings_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MuteWordsSettings_viewer"
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
    "name": "SafetySettingsPageQuery",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "UserConnection",
            "kind": "LinkedField",
            "name": "blockedUsers",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerHasBlocked",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "blockedUsers(first:50)"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "ChatMessageConnection",
            "kind": "LinkedField",
            "name": "hiddenMessages",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatMessageEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChatMessage",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "body",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerVisibility",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          (v1/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "hiddenMessages(first:50)"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "UserConnection",
            "kind": "LinkedField",
            "name": "mutedUsers",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerHasMuted",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "mutedUsers(first:50)"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MuteWord",
            "kind": "LinkedField",
            "name": "muteWords",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "word",
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
    "cacheID": "d6c026e2069d815fe7dc06432cb3c474",
    "id": null,
    "metadata": {},
    "name": "SafetySettingsPageQuery",
    "operationKind": "query",
    "text": "query SafetySettingsPageQuery {\n  viewer {\n    user {\n      __typename\n      id\n    }\n    ...BlockedUsersSettings_viewer\n    ...HiddenMessagesSettings_viewer\n    ...MutedUsersSettings_viewer\n    ...MuteWordsSettings_viewer\n  }\n}\n\nfragment BlockedUsersSettings_viewer on Viewer {\n  blockedUsers(first: 50) {\n    edges {\n      node {\n        id\n        ...SafetyUserRow_user\n        viewerHasBlocked\n      }\n    }\n  }\n}\n\nfragment HiddenMessagesSettings_viewer on Viewer {\n  hiddenMessages(first: 50) {\n    edges {\n      node {\n        id\n        body\n        viewerVisibility\n        author {\n          displayName\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment MuteWordsSettings_viewer on Viewer {\n  muteWords {\n    id\n    word\n  }\n}\n\nfragment MutedUsersSettings_viewer on Viewer {\n  mutedUsers(first: 50) {\n    edges {\n      node {\n        id\n        ...SafetyUserRow_user\n        viewerHasMuted\n      }\n    }\n  }\n}\n\nfragment SafetyUserRow_user on User {\n  id\n  displayName\n  avatarUrl\n}\n"
  }
};
})();

(node as any).hash = "98dd23055b03d11efb5acea8ddbe71c4";

export default node;
