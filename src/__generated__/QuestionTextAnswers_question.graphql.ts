/**
 * @generated SignedSource<<9ab26d5ce6cbbee0078c2faed5ceb735>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionTextAnswers_question$data = {
  readonly id: string;
  readonly textAnswers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly answeredAt: string;
        readonly text: string;
      };
    }>;
  };
  readonly " $fragmentType": "QuestionTextAnswers_question";
};
export type QuestionTextAnswers_question$key = {
  readonly " $data"?: QuestionTextAnswers_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionTextAnswers_question">;
};

import QuestionTextAnswersPaginationQuery_graphql from './QuestionTextAnswersPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "textAnswers"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": QuestionTextAnswersPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "QuestionTextAnswers_question",
  "selections": [
    {
      "alias": "textAnswers",
      "args": null,
      "concreteType": "QuestionTextAnswerConnection",
      "kind": "LinkedField",
      "name": "__QuestionTextAnswers_textAnswers_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QuestionTextAnswerEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "QuestionTextAnswer",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "answeredAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
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
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "QuestionnaireQuestion",
  "abstractKey": null
};
})();

(node as any).hash = "bfd1825b02929cee4bd9ca8dd737b3e6";

export default node;
