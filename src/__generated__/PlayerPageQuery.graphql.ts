/**
 * @generated SignedSource<<c3593f99c95940e9c601f759d149be15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlayerPageQuery$variables = {
  count: number;
  playlistId: string;
  videoId: string;
};
export type PlayerPageQuery$data = {
  readonly community: {
    readonly playlist: {
      readonly playlistId: string;
      readonly title: string;
      readonly video: {
        readonly description: string;
        readonly id: string;
        readonly isMembersOnly: boolean;
        readonly nextVideo: {
          readonly title: string;
          readonly videoId: string;
        } | null | undefined;
        readonly posterUrl: string | null | undefined;
        readonly source: {
          readonly locked: {
            readonly " $fragmentSpreads": FragmentRefs<"LockedVideo_error">;
          } | null | undefined;
        };
        readonly title: string;
        readonly videoId: string;
        readonly " $fragmentSpreads": FragmentRefs<"VideoPlayer_video">;
      } | null | undefined;
      readonly videoCount: number;
      readonly " $fragmentSpreads": FragmentRefs<"VideoList_playlist">;
    } | null | undefined;
  };
  readonly viewer: {
    readonly joinedCommunity: {
      readonly __typename: "Community";
    } | null | undefined;
  };
};
export type PlayerPageQuery = {
  response: PlayerPageQuery$data;
  variables: PlayerPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "playlistId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "videoId"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "playlistId",
    "variableName": "playlistId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "playlistId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "videoCount",
  "storageKey": null
},
v8 = [
  {
    "kind": "Variable",
    "name": "videoId",
    "variableName": "videoId"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "videoId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "posterUrl",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMembersOnly",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "durationSeconds",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "VideoPosition",
  "kind": "LinkedField",
  "name": "viewerPosition",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFinished",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlayerPageQuery",
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
            "concreteType": "Community",
            "kind": "LinkedField",
            "name": "joinedCommunity",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Playlist",
            "kind": "LinkedField",
            "name": "playlist",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "video",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v6/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Video",
                    "kind": "LinkedField",
                    "name": "nextVideo",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "source",
                    "plural": false,
                    "selections": [
                      {
                        "fragment": {
                          "kind": "InlineFragment",
                          "selections": [
                            {
                              "args": null,
                              "kind": "FragmentSpread",
                              "name": "LockedVideo_error"
                            }
                          ],
                          "type": "VideoLockedError",
                          "abstractKey": null
                        },
                        "kind": "AliasedInlineFragmentSpread",
                        "name": "locked"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "VideoPlayer_video"
                  }
                ],
                "storageKey": null
              },
              {
                "args": [
                  {
                    "kind": "Variable",
                    "name": "count",
                    "variableName": "count"
                  }
                ],
                "kind": "FragmentSpread",
                "name": "VideoList_playlist"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PlayerPageQuery",
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
            "concreteType": "Community",
            "kind": "LinkedField",
            "name": "joinedCommunity",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Playlist",
            "kind": "LinkedField",
            "name": "playlist",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "video",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v6/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Video",
                    "kind": "LinkedField",
                    "name": "nextVideo",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      (v6/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "source",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "message",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "requiresSignIn",
                            "storageKey": null
                          }
                        ],
                        "type": "VideoLockedError",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "url",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "format",
                            "storageKey": null
                          }
                        ],
                        "type": "VideoSource",
                        "abstractKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v16/*:: as any*/),
                "concreteType": "VideoConnection",
                "kind": "LinkedField",
                "name": "videos",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VideoEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Video",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v9/*:: as any*/),
                          (v10/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "number",
                            "storageKey": null
                          },
                          (v6/*:: as any*/),
                          (v14/*:: as any*/),
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
                          (v15/*:: as any*/),
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v16/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "VideoList_videos",
                "kind": "LinkedHandle",
                "name": "videos"
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "79d82bb6dc468051c9cd8f322d7697e9",
    "id": null,
    "metadata": {},
    "name": "PlayerPageQuery",
    "operationKind": "query",
    "text": "query PlayerPageQuery(\n  $playlistId: String!\n  $videoId: String!\n  $count: Int!\n) {\n  viewer {\n    joinedCommunity {\n      __typename\n      id\n    }\n  }\n  community {\n    playlist(playlistId: $playlistId) {\n      playlistId\n      title\n      videoCount\n      video(videoId: $videoId) {\n        id\n        videoId\n        title\n        description\n        posterUrl\n        isMembersOnly\n        nextVideo {\n          videoId\n          title\n          id\n        }\n        source {\n          __typename\n          ...LockedVideo_error\n        }\n        ...VideoPlayer_video\n      }\n      ...VideoList_playlist_yu5n1\n      id\n    }\n    id\n  }\n}\n\nfragment LockedVideo_error on VideoLockedError {\n  message\n  requiresSignIn\n}\n\nfragment VideoList_playlist_yu5n1 on Playlist {\n  playlistId\n  videos(first: $count) {\n    edges {\n      node {\n        id\n        videoId\n        ...VideoRow_video\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment VideoPlayer_video on Video {\n  id\n  title\n  durationSeconds\n  posterUrl\n  viewerPosition {\n    seconds\n    isFinished\n  }\n  source {\n    __typename\n    ... on VideoSource {\n      url\n      format\n    }\n  }\n}\n\nfragment VideoRow_video on Video {\n  videoId\n  number\n  title\n  durationSeconds\n  posterUrl\n  isMembersOnly\n  viewerPosition {\n    seconds\n    isFinished\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd17674915d19502831741aa3d97f6b2";

export default node;
