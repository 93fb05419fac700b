/**
 * @generated SignedSource<<b1ffb3296b27981a41640403433c3707>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetInformationFavoriteInput = {
  articleId: string;
  clientMutationId: string;
  favorite: boolean;
};
export type useSetInformationFavoriteMutation$variables = {
  input: SetInformationFavoriteInput;
};
export type useSetInformationFavoriteMutation$data = {
  readonly setInformationFavorite: {
    readonly __typename: string;
    readonly article?: {
      readonly id: string;
      readonly viewerHasFavorited: boolean;
    };
    readonly message?: string;
  };
};
export type useSetInformationFavoriteMutation$rawResponse = {
  readonly setInformationFavorite: {
    readonly __typename: "SetInformationFavoritePayload";
    readonly article: {
      readonly id: string;
      readonly viewerHasFavorited: boolean;
    };
  } | {
    readonly __typename: string;
    readonly __isError?: string;
    readonly message?: string;
  };
};
export type useSetInformationFavoriteMutation = {
  rawResponse: useSetInformationFavoriteMutation$rawResponse;
  response: useSetInformationFavoriteMutation$data;
  variables: useSetInformationFavoriteMutation$variables;
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
    "name": "setInformationFavorite",
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
            "concreteType": "InformationArticle",
            "kind": "LinkedField",
            "name": "article",
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
                "name": "viewerHasFavorited",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetInformationFavoritePayload",
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
    "name": "useSetInformationFavoriteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetInformationFavoriteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d81d51447581137fb3599aa41aad00ee",
    "id": null,
    "metadata": {},
    "name": "useSetInformationFavoriteMutation",
    "operationKind": "mutation",
    "text": "mutation useSetInformationFavoriteMutation(\n  $input: SetInformationFavoriteInput!\n) {\n  setInformationFavorite(input: $input) {\n    __typename\n    ... on SetInformationFavoritePayload {\n      article {\n        id\n        viewerHasFavorited\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b2f130a9ce9cde571136ec78e4811f74";

export default node;
