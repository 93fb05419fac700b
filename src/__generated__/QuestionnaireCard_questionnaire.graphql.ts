/**
 * @generated SignedSource<<f70b8166a4c393ea48f76a113f75efe2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionnaireCard_questionnaire$data = {
  readonly description: string;
  readonly questionnaireId: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionnaireFacts_questionnaire">;
  readonly " $fragmentType": "QuestionnaireCard_questionnaire";
};
export type QuestionnaireCard_questionnaire$key = {
  readonly " $data"?: QuestionnaireCard_questionnaire$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionnaireCard_questionnaire">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionnaireCard_questionnaire",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionnaireId",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "QuestionnaireFacts_questionnaire"
    }
  ],
  "type": "Questionnaire",
  "abstractKey": null
};

(node as any).hash = "7f80ec90a13bbd771d6cace469e045ba";

export default node;
