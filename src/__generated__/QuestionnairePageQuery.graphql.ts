/**
 * @generated SignedSource<<6805696ebed40222394f84a7f7585ca1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionnaireStatus = "CLOSED" | "OPEN" | "SCHEDULED";
export type QuestionnairePageQuery$variables = {
  questionnaireId: string;
  textCount: number;
};
export type QuestionnairePageQuery$data = {
  readonly community: {
    readonly questionnaire: {
      readonly description: string;
      readonly status: QuestionnaireStatus;
      readonly title: string;
      readonly " $fragmentSpreads": FragmentRefs<"QuestionnaireFacts_questionnaire" | "QuestionnaireForm_questionnaire" | "QuestionnaireResults_questionnaire">;
    } | null | undefined;
  };
  readonly viewer: {
    readonly isSignedIn: boolean;
    readonly joinedCommunity: {
      readonly __typename: "Community";
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CoinBalanceChip_viewer">;
  };
};
export type QuestionnairePageQuery = {
  response: QuestionnairePageQuery$data;
  variables: QuestionnairePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "questionnaireId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "textCount"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "questionnaireId",
    "variableName": "questionnaireId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSignedIn",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = [
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
v9 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "textCount"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuestionnairePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Questionnaire",
            "kind": "LinkedField",
            "name": "questionnaire",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "QuestionnaireFacts_questionnaire"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "QuestionnaireForm_questionnaire"
              },
              {
                "args": [
                  {
                    "kind": "Variable",
                    "name": "textCount",
                    "variableName": "textCount"
                  }
                ],
                "kind": "FragmentSpread",
                "name": "QuestionnaireResults_questionnaire"
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
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Community",
            "kind": "LinkedField",
            "name": "joinedCommunity",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CoinBalanceChip_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuestionnairePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Questionnaire",
            "kind": "LinkedField",
            "name": "questionnaire",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                  (v7/*:: as any*/),
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
                    "selections": (v8/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
                            "selections": (v8/*:: as any*/),
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
                    "alias": null,
                    "args": (v9/*:: as any*/),
                    "concreteType": "QuestionTextAnswerConnection",
                    "kind": "LinkedField",
                    "name": "textAnswers",
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
                              (v10/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "answeredAt",
                                "storageKey": null
                              },
                              (v6/*:: as any*/)
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
                    "args": (v9/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "QuestionTextAnswers_textAnswers",
                    "kind": "LinkedHandle",
                    "name": "textAnswers"
                  }
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
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
                "name": "viewerRewardCoins",
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
                      (v7/*:: as any*/)
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
                  (v10/*:: as any*/),
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
              },
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
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Community",
            "kind": "LinkedField",
            "name": "joinedCommunity",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CoinBalance",
            "kind": "LinkedField",
            "name": "coinBalance",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
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
    "cacheID": "af3afdb46559ba243418e0cc638550dd",
    "id": null,
    "metadata": {},
    "name": "QuestionnairePageQuery",
    "operationKind": "query",
    "text": "query QuestionnairePageQuery(\n  $questionnaireId: String!\n  $textCount: Int!\n) {\n  community {\n    questionnaire(questionnaireId: $questionnaireId) {\n      title\n      description\n      status\n      ...QuestionnaireFacts_questionnaire\n      ...QuestionnaireForm_questionnaire\n      ...QuestionnaireResults_questionnaire_2zjRT4\n      id\n    }\n    id\n  }\n  viewer {\n    isSignedIn\n    joinedCommunity {\n      __typename\n      id\n    }\n    ...CoinBalanceChip_viewer\n  }\n}\n\nfragment CoinBalanceChip_viewer on Viewer {\n  coinBalance {\n    total\n  }\n}\n\nfragment QuestionField_question on QuestionnaireQuestion {\n  id\n  kind\n  title\n  description\n  required\n  choices {\n    key\n    label\n  }\n  ratingMax\n  maxLength\n}\n\nfragment QuestionTextAnswers_question_3W2LJN on QuestionnaireQuestion {\n  textAnswers(first: $textCount) {\n    edges {\n      node {\n        text\n        answeredAt\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment QuestionnaireFacts_questionnaire on Questionnaire {\n  status\n  rewardCoins\n  closesAt\n  viewerAnsweredAt\n  questions {\n    id\n  }\n}\n\nfragment QuestionnaireForm_questionnaire on Questionnaire {\n  id\n  status\n  editableUntilClose\n  viewerAnsweredAt\n  viewerRewardCoins\n  questions {\n    id\n    kind\n    required\n    choices {\n      key\n    }\n    ratingMax\n    maxLength\n    ...QuestionField_question\n  }\n  viewerAnswers {\n    question {\n      id\n    }\n    choiceKeys\n    text\n    rating\n    date\n  }\n}\n\nfragment QuestionnaireResults_questionnaire_2zjRT4 on Questionnaire {\n  resultsCsvPath\n  responseCount\n  questions {\n    id\n    kind\n    title\n    result {\n      answerCount\n      averageRating\n      choiceCounts {\n        choice {\n          key\n          label\n        }\n        count\n      }\n    }\n    ...QuestionTextAnswers_question_3W2LJN\n  }\n}\n"
  }
};
})();

(node as any).hash = "a77bff9ee0cc9ba3137af6412392b470";

export default node;
