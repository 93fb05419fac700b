/**
 * @generated SignedSource<<18ed3bd7ec794b8024e696ba419f91f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type QuestionKind = "DATE" | "FREE_TEXT" | "MULTIPLE_CHOICE" | "RATING" | "SINGLE_CHOICE";
import { FragmentRefs } from "relay-runtime";
export type QuestionField_question$data = {
  readonly choices: ReadonlyArray<{
    readonly key: string;
    readonly label: string;
  }>;
  readonly description: string;
  readonly id: string;
  readonly kind: QuestionKind;
  readonly maxLength: number | null | undefined;
  readonly ratingMax: number | null | undefined;
  readonly required: boolean;
  readonly title: string;
  readonly " $fragmentType": "QuestionField_question";
};
export type QuestionField_question$key = {
  readonly " $data"?: QuestionField_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionField_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionField_question",
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
      "kind": "ScalarField",
      "name": "description",
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
      "name": "ratingMax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxLength",
      "storageKey": null
    }
  ],
  "type": "QuestionnaireQuestion",
  "abstractKey": null
};

(node as any).hash = "d0f93231159c214868b1c76707b9f345";

export default node;
