/**
 * @generated SignedSource<<b4e7134b23af74fb507264cebd16f597>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useOfficialPostAddedSubscription$variables = Record<PropertyKey, never>;
export type useOfficialPostAddedSubscription$data = {
  readonly officialPostAdded: {
    readonly post: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PostCard_post">;
    };
  };
};
export type useOfficialPostAddedSubscription = {
  response: useOfficialPostAddedSubscription$data;
  variables: useOfficialPostAddedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useOfficialPostAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OfficialPostAddedEvent",
        "kind": "LinkedField",
        "name": "officialPostAdded",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PostCard_post"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useOfficialPostAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OfficialPostAddedEvent",
        "kind": "LinkedField",
        "name": "officialPostAdded",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
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
                "name": "visibility",
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
                "kind": "ScalarField",
                "name": "editedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerIsAuthor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanDelete",
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
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
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
                    "name": "uploadId",
                    "storageKey": null
                  },
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
                    "name": "width",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "height",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "altText",
                    "storageKey": null
                  }
                ],
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
                "name": "viewerLikeCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxLikesPerFan",
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
    "cacheID": "11003565e0dc0c10adcce805a9552a28",
    "id": null,
    "metadata": {},
    "name": "useOfficialPostAddedSubscription",
    "operationKind": "subscription",
    "text": "subscription useOfficialPostAddedSubscription {\n  officialPostAdded {\n    post {\n      id\n      ...PostCard_post\n    }\n  }\n}\n\nfragment ComposerImages_stored on PostImage {\n  uploadId\n  url\n  width\n  height\n  altText\n}\n\nfragment LikeButton_post on Post {\n  id\n  likeCount\n  viewerLikeCount\n  maxLikesPerFan\n}\n\nfragment PostCard_post on Post {\n  id\n  body\n  createdAt\n  isOfficial\n  visibility\n  commentCount\n  editedAt\n  viewerIsAuthor\n  viewerCanDelete\n  author {\n    id\n    displayName\n    avatarUrl\n  }\n  topic {\n    id\n    name\n  }\n  images {\n    ...PostImageGrid_images\n  }\n  ...LikeButton_post\n  ...PostEditor_post\n}\n\nfragment PostEditor_post on Post {\n  id\n  body\n  visibility\n  topic {\n    id\n  }\n  images {\n    ...ComposerImages_stored\n  }\n}\n\nfragment PostImageGrid_images on PostImage {\n  uploadId\n  url\n  width\n  height\n  altText\n}\n"
  }
};
})();

(node as any).hash = "111a9372b316a48e03874917d32242b5";

export default node;
