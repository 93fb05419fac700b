/**
 * @generated SignedSource<<65fc09e467528713f1d0b4b0c90aee80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type QuestionKind = "DATE" | "FREE_TEXT" | "MULTIPLE_CHOICE" | "RATING" | "SINGLE_CHOICE";
import { FragmentRefs } from "relay-runtime";
export type QuestionnaireResults_questionnaire$data = {
  readonly questions: ReadonlyArray<{
    readonly id: string;
    readonly kind: QuestionKind;
    readonly result: {
      readonly answerCount: number;
      readonly averageRating: number | null | undefined;
      readonly choiceCounts: ReadonlyArray<{
        readonly choice: {
          readonly key: string;
          readonly label: string;
        };
        readonly count: number;
      }>;
    } | null | undefined;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"QuestionTextAnswers_question">;
  }>;
  readonly responseCount: number;
  readonly resultsCsvPath: string | null | undefined;
  readonly " $fragmentType": "QuestionnaireResults_questionnaire";
};
export type QuestionnaireResults_questionnaire$key = {
  readonly " $data"?: QuestionnaireResults_questionnaire$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionnaireResults_questionnaire">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "textCount"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionnaireResults_questionnaire",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resultsCsvPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responseCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionnaireQuestion",
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QuestionResult",
          "kind": "LinkedField",
          "name": "result",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "answerCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "averageRating",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "QuestionChoiceCount",
              "kind": "LinkedField",
              "name": "choiceCounts",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "QuestionChoice",
                  "kind": "LinkedField",
                  "name": "choice",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "key",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "label",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "count",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": [
            {
              "kind": "Variable",
              "name": "count",
              "variableName": "textCount"
            }
          ],
          "kind": "FragmentSpread",
          "name": "QuestionTextAnswers_question"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Questionnaire",
  "abstractKey": null
};

(node as any).hash = "abb50d5269bd9d72101e3484b47b70f2";

export default node;
