/**
 * @generated SignedSource<<e37e477618a7f7fce1af3963b7c7df3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeStoriesQuery$variables = Record<PropertyKey, never>;
export type HomeStoriesQuery$data = {
  readonly community: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeChannels_community" | "WelcomeCard_community">;
  };
};
export type HomeStoriesQuery = {
  response: HomeStoriesQuery$data;
  variables: HomeStoriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeStoriesQuery",
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
            "name": "WelcomeCard_community"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeChannels_community"
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
    "name": "HomeStoriesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bannerUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "memberCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 3
              }
            ],
            "concreteType": "ChannelConnection",
            "kind": "LinkedField",
            "name": "channels",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChannelEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Channel",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v0/*:: as any*/),
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerHasJoined",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerUnreadCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isMembersOnly",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerCanRead",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ChatMessage",
                        "kind": "LinkedField",
                        "name": "lastMessage",
                        "plural": false,
                        "selections": [
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
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "author",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "displayName",
                                "storageKey": null
                              },
                              (v2/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v2/*:: as any*/)
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
            "storageKey": "channels(first:3)"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ece217dcd03bd0265084062fc85cbc1e",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "community": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Community"
        },
        "community.bannerUrl": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "community.channels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ChannelConnection"
        },
        "community.channels.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ChannelEdge"
        },
        "community.channels.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Channel"
        },
        "community.channels.edges.node.description": (v3/*:: as any*/),
        "community.channels.edges.node.id": (v4/*:: as any*/),
        "community.channels.edges.node.isMembersOnly": (v5/*:: as any*/),
        "community.channels.edges.node.lastMessage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ChatMessage"
        },
        "community.channels.edges.node.lastMessage.author": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "community.channels.edges.node.lastMessage.author.displayName": (v3/*:: as any*/),
        "community.channels.edges.node.lastMessage.author.id": (v4/*:: as any*/),
        "community.channels.edges.node.lastMessage.body": (v3/*:: as any*/),
        "community.channels.edges.node.lastMessage.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "community.channels.edges.node.lastMessage.id": (v4/*:: as any*/),
        "community.channels.edges.node.name": (v3/*:: as any*/),
        "community.channels.edges.node.viewerCanRead": (v5/*:: as any*/),
        "community.channels.edges.node.viewerHasJoined": (v5/*:: as any*/),
        "community.channels.edges.node.viewerUnreadCount": (v6/*:: as any*/),
        "community.description": (v3/*:: as any*/),
        "community.id": (v4/*:: as any*/),
        "community.memberCount": (v6/*:: as any*/),
        "community.name": (v3/*:: as any*/)
      }
    },
    "name": "HomeStoriesQuery",
    "operationKind": "query",
    "text": "query HomeStoriesQuery {\n  community {\n    ...WelcomeCard_community\n    ...HomeChannels_community\n    id\n  }\n}\n\nfragment ChannelListItem_channel on Channel {\n  id\n  name\n  description\n  viewerHasJoined\n  viewerUnreadCount\n  isMembersOnly\n  viewerCanRead\n  lastMessage {\n    body\n    createdAt\n    author {\n      displayName\n      id\n    }\n    id\n  }\n}\n\nfragment HomeChannels_community on Community {\n  channels(first: 3) {\n    edges {\n      node {\n        id\n        ...ChannelListItem_channel\n      }\n    }\n  }\n}\n\nfragment WelcomeCard_community on Community {\n  name\n  description\n  bannerUrl\n  memberCount\n}\n"
  }
};
})();

(node as any).hash = "37a83ea3644f3eb8eb09c553f80c38a8";

export default node;
