/**
 * @generated SignedSource<<77012b3bf0f57d3e56cc423e25795fd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeSectionListTestQuery$variables = Record<PropertyKey, never>;
export type HomeSectionListTestQuery$data = {
  readonly community: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeSectionList_community">;
  };
};
export type HomeSectionListTestQuery = {
  response: HomeSectionListTestQuery$data;
  variables: HomeSectionListTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "href",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "avatarUrl",
    "storageKey": null
  }
],
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeSectionListTestQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeSectionList_community"
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
    "name": "HomeSectionListTestQuery",
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
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "homeSections",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "style",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bannerSectionId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Banner",
                    "kind": "LinkedField",
                    "name": "banners",
                    "plural": true,
                    "selections": [
                      (v0/*:: as any*/),
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "alt",
                        "storageKey": null
                      },
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "imageWidth",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "imageHeight",
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "type": "HomeBannerSection",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v1/*:: as any*/),
                  (v4/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "type": "HomeCasualGameSection",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OfficialSchedule",
                    "kind": "LinkedField",
                    "name": "events",
                    "plural": true,
                    "selections": [
                      (v0/*:: as any*/),
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startsAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "place",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "streamUrl",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "type": "HomeEventCarouselSection",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HomeNavigationLink",
                    "kind": "LinkedField",
                    "name": "links",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "label",
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "type": "HomeNavigationSection",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "layout",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Topic",
                    "kind": "LinkedField",
                    "name": "topic",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Post",
                    "kind": "LinkedField",
                    "name": "posts",
                    "plural": true,
                    "selections": [
                      (v0/*:: as any*/),
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
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isOfficial",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "likeCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "commentCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PostImage",
                        "kind": "LinkedField",
                        "name": "images",
                        "plural": true,
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
                            "name": "altText",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "width",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "height",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "type": "HomePostSection",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Topic",
                    "kind": "LinkedField",
                    "name": "topic",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "postCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "type": "HomeTopicSection",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v1/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "isSignedIn",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "user",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CoinBalance",
                        "kind": "LinkedField",
                        "name": "coinBalance",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "total",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "type": "HomeUserInformationSection",
                "abstractKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4e43bf3ef5c213e9ede87788b0dfcf6f",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "community": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Community"
        },
        "community.homeSections": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "HomeSection"
        },
        "community.homeSections.__typename": (v6/*:: as any*/),
        "community.homeSections.bannerSectionId": (v6/*:: as any*/),
        "community.homeSections.banners": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Banner"
        },
        "community.homeSections.banners.alt": (v6/*:: as any*/),
        "community.homeSections.banners.href": (v6/*:: as any*/),
        "community.homeSections.banners.id": (v7/*:: as any*/),
        "community.homeSections.banners.imageHeight": (v8/*:: as any*/),
        "community.homeSections.banners.imageUrl": (v6/*:: as any*/),
        "community.homeSections.banners.imageWidth": (v8/*:: as any*/),
        "community.homeSections.banners.title": (v6/*:: as any*/),
        "community.homeSections.description": (v6/*:: as any*/),
        "community.homeSections.events": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "OfficialSchedule"
        },
        "community.homeSections.events.id": (v7/*:: as any*/),
        "community.homeSections.events.place": (v9/*:: as any*/),
        "community.homeSections.events.startsAt": (v10/*:: as any*/),
        "community.homeSections.events.streamUrl": (v9/*:: as any*/),
        "community.homeSections.events.title": (v6/*:: as any*/),
        "community.homeSections.href": (v6/*:: as any*/),
        "community.homeSections.id": (v7/*:: as any*/),
        "community.homeSections.imageUrl": (v9/*:: as any*/),
        "community.homeSections.layout": {
          "enumValues": [
            "CAROUSEL",
            "TILE",
            "SPOTLIGHT"
          ],
          "nullable": false,
          "plural": false,
          "type": "HomePostLayout"
        },
        "community.homeSections.links": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "HomeNavigationLink"
        },
        "community.homeSections.links.href": (v6/*:: as any*/),
        "community.homeSections.links.label": (v6/*:: as any*/),
        "community.homeSections.posts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Post"
        },
        "community.homeSections.posts.author": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "community.homeSections.posts.author.avatarUrl": (v9/*:: as any*/),
        "community.homeSections.posts.author.displayName": (v6/*:: as any*/),
        "community.homeSections.posts.author.id": (v7/*:: as any*/),
        "community.homeSections.posts.body": (v6/*:: as any*/),
        "community.homeSections.posts.commentCount": (v8/*:: as any*/),
        "community.homeSections.posts.createdAt": (v10/*:: as any*/),
        "community.homeSections.posts.id": (v7/*:: as any*/),
        "community.homeSections.posts.images": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PostImage"
        },
        "community.homeSections.posts.images.altText": (v6/*:: as any*/),
        "community.homeSections.posts.images.height": (v8/*:: as any*/),
        "community.homeSections.posts.images.url": (v6/*:: as any*/),
        "community.homeSections.posts.images.width": (v8/*:: as any*/),
        "community.homeSections.posts.isOfficial": (v11/*:: as any*/),
        "community.homeSections.posts.likeCount": (v8/*:: as any*/),
        "community.homeSections.source": {
          "enumValues": [
            "OFFICIAL",
            "TREND",
            "TOPIC"
          ],
          "nullable": false,
          "plural": false,
          "type": "HomePostSource"
        },
        "community.homeSections.style": {
          "enumValues": [
            "CAROUSEL",
            "SLIDE",
            "SWIPE"
          ],
          "nullable": false,
          "plural": false,
          "type": "HomeBannerStyle"
        },
        "community.homeSections.title": (v9/*:: as any*/),
        "community.homeSections.topic": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Topic"
        },
        "community.homeSections.topic.description": (v6/*:: as any*/),
        "community.homeSections.topic.id": (v7/*:: as any*/),
        "community.homeSections.topic.name": (v6/*:: as any*/),
        "community.homeSections.topic.postCount": (v8/*:: as any*/),
        "community.homeSections.viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "community.homeSections.viewer.coinBalance": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CoinBalance"
        },
        "community.homeSections.viewer.coinBalance.total": (v8/*:: as any*/),
        "community.homeSections.viewer.isSignedIn": (v11/*:: as any*/),
        "community.homeSections.viewer.user": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "community.homeSections.viewer.user.avatarUrl": (v9/*:: as any*/),
        "community.homeSections.viewer.user.displayName": (v6/*:: as any*/),
        "community.homeSections.viewer.user.id": (v7/*:: as any*/),
        "community.id": (v7/*:: as any*/)
      }
    },
    "name": "HomeSectionListTestQuery",
    "operationKind": "query",
    "text": "query HomeSectionListTestQuery {\n  community {\n    ...HomeSectionList_community\n    id\n  }\n}\n\nfragment BannerCard_banner on Banner {\n  title\n  alt\n  imageUrl\n  imageWidth\n  imageHeight\n  href\n}\n\nfragment HomeBannerSection_section on HomeBannerSection {\n  title\n  style\n  bannerSectionId\n  banners {\n    id\n    ...BannerCard_banner\n  }\n}\n\nfragment HomeCasualGameSection_section on HomeCasualGameSection {\n  id\n  title\n  description\n  imageUrl\n  href\n}\n\nfragment HomeEventCard_event on OfficialSchedule {\n  id\n  title\n  startsAt\n  place\n  streamUrl\n}\n\nfragment HomeEventCarouselSection_section on HomeEventCarouselSection {\n  title\n  events {\n    id\n    ...HomeEventCard_event\n  }\n}\n\nfragment HomeNavigationSection_section on HomeNavigationSection {\n  title\n  links {\n    label\n    href\n  }\n}\n\nfragment HomePostCard_post on Post {\n  id\n  body\n  createdAt\n  isOfficial\n  likeCount\n  commentCount\n  author {\n    id\n    displayName\n    avatarUrl\n  }\n  images {\n    url\n    altText\n    width\n    height\n  }\n}\n\nfragment HomePostSection_section on HomePostSection {\n  title\n  layout\n  source\n  topic {\n    id\n  }\n  posts {\n    id\n    ...HomePostCard_post\n  }\n}\n\nfragment HomeSectionList_community on Community {\n  homeSections {\n    __typename\n    id\n    ...HomeBannerSection_section\n    ...HomeCasualGameSection_section\n    ...HomeEventCarouselSection_section\n    ...HomeNavigationSection_section\n    ...HomePostSection_section\n    ...HomeTopicSection_section\n    ...HomeUserInformationSection_section\n  }\n}\n\nfragment HomeTopicSection_section on HomeTopicSection {\n  title\n  topic {\n    id\n    name\n    description\n    postCount\n  }\n}\n\nfragment HomeUserInformationSection_section on HomeUserInformationSection {\n  id\n  title\n  viewer {\n    isSignedIn\n    user {\n      id\n      displayName\n      avatarUrl\n    }\n    coinBalance {\n      total\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "40d557a972e51b1a02c23f9900e4c38c";

export default node;
