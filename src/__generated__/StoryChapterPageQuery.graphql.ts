/**
 * @generated SignedSource<<eb24cf2087c3ba72b056c2195c8184f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryChapterPageQuery$variables = {
  chapterId: string;
  storyId: string;
};
export type StoryChapterPageQuery$data = {
  readonly community: {
    readonly story: {
      readonly chapter: {
        readonly content: {
          readonly locked: {
            readonly " $fragmentSpreads": FragmentRefs<"LockedChapter_error">;
          } | null | undefined;
          readonly unlocked: {
            readonly " $fragmentSpreads": FragmentRefs<"ChapterParts_content">;
          } | null | undefined;
        };
        readonly summary: string;
        readonly title: string;
      } | null | undefined;
      readonly storyId: string;
      readonly title: string;
    } | null | undefined;
  };
};
export type StoryChapterPageQuery = {
  response: StoryChapterPageQuery$data;
  variables: StoryChapterPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "chapterId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "storyId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "storyId",
    "variableName": "storyId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storyId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "chapterId",
    "variableName": "chapterId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StoryChapterPageQuery",
    "selections": [
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
            "args": (v2/*:: as any*/),
            "concreteType": "Story",
            "kind": "LinkedField",
            "name": "story",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": (v5/*:: as any*/),
                "concreteType": "StoryChapter",
                "kind": "LinkedField",
                "name": "chapter",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "content",
                    "plural": false,
                    "selections": [
                      {
                        "fragment": {
                          "kind": "InlineFragment",
                          "selections": [
                            {
                              "args": null,
                              "kind": "FragmentSpread",
                              "name": "ChapterParts_content"
                            }
                          ],
                          "type": "StoryChapterContent",
                          "abstractKey": null
                        },
                        "kind": "AliasedInlineFragmentSpread",
                        "name": "unlocked"
                      },
                      {
                        "fragment": {
                          "kind": "InlineFragment",
                          "selections": [
                            {
                              "args": null,
                              "kind": "FragmentSpread",
                              "name": "LockedChapter_error"
                            }
                          ],
                          "type": "StoryUnlockConditionError",
                          "abstractKey": null
                        },
                        "kind": "AliasedInlineFragmentSpread",
                        "name": "locked"
                      }
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StoryChapterPageQuery",
    "selections": [
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
            "args": (v2/*:: as any*/),
            "concreteType": "Story",
            "kind": "LinkedField",
            "name": "story",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": (v5/*:: as any*/),
                "concreteType": "StoryChapter",
                "kind": "LinkedField",
                "name": "chapter",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "content",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": null,
                            "kind": "LinkedField",
                            "name": "parts",
                            "plural": true,
                            "selections": [
                              (v7/*:: as any*/),
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v4/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "StoryBookPage",
                                    "kind": "LinkedField",
                                    "name": "pages",
                                    "plural": true,
                                    "selections": [
                                      {
                                        "alias": null,
                                        "args": null,
                                        "kind": "ScalarField",
                                        "name": "text",
                                        "storageKey": null
                                      },
                                      {
                                        "alias": null,
                                        "args": null,
                                        "kind": "ScalarField",
                                        "name": "imageUrl",
                                        "storageKey": null
                                      },
                                      {
                                        "alias": null,
                                        "args": null,
                                        "kind": "ScalarField",
                                        "name": "imageAlt",
                                        "storageKey": null
                                      }
                                    ],
                                    "storageKey": null
                                  }
                                ],
                                "type": "StoryBookPart",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v4/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "videoUrl",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "posterUrl",
                                    "storageKey": null
                                  }
                                ],
                                "type": "StoryVideoPart",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v4/*:: as any*/),
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
                                    "name": "description",
                                    "storageKey": null
                                  }
                                ],
                                "type": "StoryExternalLinkPart",
                                "abstractKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "StoryChapterContent",
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "unlockReason",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "requiresMember",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "StoryUnlockCondition",
                            "kind": "LinkedField",
                            "name": "condition",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "StoreItem",
                                "kind": "LinkedField",
                                "name": "viewPassItem",
                                "plural": false,
                                "selections": [
                                  (v8/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "name",
                                    "storageKey": null
                                  }
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "StoryUnlockConditionError",
                        "abstractKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ca556856c4c6998e92fe6f553802cd37",
    "id": null,
    "metadata": {},
    "name": "StoryChapterPageQuery",
    "operationKind": "query",
    "text": "query StoryChapterPageQuery(\n  $storyId: String!\n  $chapterId: String!\n) {\n  community {\n    story(storyId: $storyId) {\n      storyId\n      title\n      chapter(chapterId: $chapterId) {\n        title\n        summary\n        content {\n          __typename\n          ...ChapterParts_content\n          ...LockedChapter_error\n        }\n        id\n      }\n      id\n    }\n    id\n  }\n}\n\nfragment BookReader_part on StoryBookPart {\n  title\n  pages {\n    text\n    imageUrl\n    imageAlt\n  }\n}\n\nfragment ChapterParts_content on StoryChapterContent {\n  parts {\n    __typename\n    ...BookReader_part\n    ...VideoPart_part\n    ...ExternalLinkPart_part\n  }\n}\n\nfragment ExternalLinkPart_part on StoryExternalLinkPart {\n  title\n  url\n  description\n}\n\nfragment LockedChapter_error on StoryUnlockConditionError {\n  message\n  unlockReason\n  requiresMember\n  condition {\n    viewPassItem {\n      id\n      name\n    }\n  }\n}\n\nfragment VideoPart_part on StoryVideoPart {\n  title\n  videoUrl\n  posterUrl\n}\n"
  }
};
})();

(node as any).hash = "90e8bcad3f7f9f7b387cc4d7145470a1";

export default node;
