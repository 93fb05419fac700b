/**
 * @generated SignedSource<<79efd0403d10c50b642b534e08fbec6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type QuestionKind = "DATE" | "FREE_TEXT" | "MULTIPLE_CHOICE" | "RATING" | "SINGLE_CHOICE";
export type QuestionnaireStatus = "CLOSED" | "OPEN" | "SCHEDULED";
import { FragmentRefs } from "relay-runtime";
export type QuestionnaireForm_questionnaire$data = {
  readonly editableUntilClose: boolean;
  readonly id: string;
  readonly questions: ReadonlyArray<{
    readonly choices: ReadonlyArray<{
      readonly key: string;
    }>;
    readonly id: string;
    readonly kind: QuestionKind;
    readonly maxLength: number | null | undefined;
    readonly ratingMax: number | null | undefined;
    readonly required: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"QuestionField_question">;
  }>;
  readonly status: QuestionnaireStatus;
  readonly viewerAnsweredAt: string | null | undefined;
  readonly viewerAnswers: ReadonlyArray<{
    readonly choiceKeys: ReadonlyArray<string>;
    readonly date: string | null | undefined;
    readonly question: {
      readonly id: string;
    };
    readonly rating: number | null | undefined;
    readonly text: string | null | undefined;
  }>;
  readonly viewerRewardCoins: number;
  readonly " $fragmentType": "QuestionnaireForm_questionnaire";
};
export type QuestionnaireForm_questionnaire$key = {
  readonly " $data"?: QuestionnaireForm_questionnaire$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionnaireForm_questionnaire">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionnaireForm_questionnaire",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editableUntilClose",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerAnsweredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRewardCoins",
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
        (v0/*:: as any*/),
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
          "name": "required",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QuestionChoice",
          "kind": "LinkedField",
          "name": "choices",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ratingMax",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxLength",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "QuestionField_question"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionAnswer",
      "kind": "LinkedField",
      "name": "viewerAnswers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QuestionnaireQuestion",
          "kind": "LinkedField",
          "name": "question",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "choiceKeys",
          "storageKey": null
        },
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
          "name": "rating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Questionnaire",
  "abstractKey": null
};
})();

(node as any).hash = "e828a38431c722747a93147316f059f5";

export default node;
