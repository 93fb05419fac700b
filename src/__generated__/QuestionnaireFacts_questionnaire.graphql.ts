/**
 * @generated SignedSource<<aa1b64eabbf34d05e3f26fb464d8c41b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type QuestionnaireStatus = "CLOSED" | "OPEN" | "SCHEDULED";
import { FragmentRefs } from "relay-runtime";
export type QuestionnaireFacts_questionnaire$data = {
  readonly closesAt: string;
  readonly questions: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly rewardCoins: number;
  readonly status: QuestionnaireStatus;
  readonly viewerAnsweredAt: string | null | undefined;
  readonly " $fragmentType": "QuestionnaireFacts_questionnaire";
};
export type QuestionnaireFacts_questionnaire$key = {
  readonly " $data"?: QuestionnaireFacts_questionnaire$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionnaireFacts_questionnaire">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionnaireFacts_questionnaire",
  "selections": [
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
      "name": "rewardCoins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closesAt",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Questionnaire",
  "abstractKey": null
};

(node as any).hash = "d3555f6d0d62d7eca4bde2efb2232cf2";

export default node;
