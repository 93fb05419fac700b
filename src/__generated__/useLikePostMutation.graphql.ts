/**
 * @generated SignedSource<<eb2e04d8428df5210c8c854dc0c18071>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LikePostInput = {
  clientMutationId: string;
  postId: string;
};
export type useLikePostMutation$variables = {
  input: LikePostInput;
};
export type useLikePostMutation$data = {
  readonly likePost: {
    readonly __typename: string;
    readonly message?: string;
    readonly post?: {
      readonly id: string;
      readonly likeCount: number;
      readonly maxLikesPerFan: number;
      readonly viewerLikeCount: number;
    };
  };
};
export type useLikePostMutation$rawResponse = {
  readonly likePost: {
    readonly __typename: "LikePostPayload";
    readonly post: {
      readonly id: string;
      readonly likeCount: number;
      readonly maxLikesPerFan: number;
      readonly viewerLikeCount: number;
    };
  } | {
    readonly __typename: string;
    readonly __isError?: string;
    readonly message?: string;
  };
};
export type useLikePostMutation = {
  rawResponse: useLikePostMutation$rawResponse;
  response: useLikePostMutation$data;
  variables: useLikePostMutation$variables;
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
    "name": "likePost",
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
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "post",
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
        "type": "LikePostPayload",
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
    "name": "useLikePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLikePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b4df60b8ec0b05bd518dcb0eb8529456",
    "id": null,
    "metadata": {},
    "name": "useLikePostMutation",
    "operationKind": "mutation",
    "text": "mutation useLikePostMutation(\n  $input: LikePostInput!\n) {\n  likePost(input: $input) {\n    __typename\n    ... on LikePostPayload {\n      post {\n        id\n        likeCount\n        viewerLikeCount\n        maxLikesPerFan\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "61e030b6d1b94e63ebca9dbafe478da5";

export default node;
