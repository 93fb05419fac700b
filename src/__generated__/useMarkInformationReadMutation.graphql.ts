/**
 * @generated SignedSource<<3905a48cd4b7ba93ce894184b919c219>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkInformationReadInput = {
  articleId: string;
  clientMutationId: string;
};
export type useMarkInformationReadMutation$variables = {
  input: MarkInformationReadInput;
};
export type useMarkInformationReadMutation$data = {
  readonly markInformationRead: {
    readonly __typename: "MarkInformationReadPayload";
    readonly article: {
      readonly id: string;
      readonly viewerHasRead: boolean;
    };
    readonly community: {
      readonly id: string;
      readonly unreadInformationCount: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkInformationReadMutation = {
  response: useMarkInformationReadMutation$data;
  variables: useMarkInformationReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "name": "markInformationRead",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerHasRead",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unreadInformationCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MarkInformationReadPayload",
        "abstractKey": null
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
    "name": "useMarkInformationReadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkInformationReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "19df6097d0cc1c4c122e526773f038ab",
    "id": null,
    "metadata": {},
    "name": "useMarkInformationReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkInformationReadMutation(\n  $input: MarkInformationReadInput!\n) {\n  markInformationRead(input: $input) {\n    __typename\n    ... on MarkInformationReadPayload {\n      article {\n        id\n        viewerHasRead\n      }\n      community {\n        id\n        unreadInformationCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4846804818e527554795f98bf3782b84";

export default node;
