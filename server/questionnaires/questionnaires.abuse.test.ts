// Hostile inputs to questionnaires, against the real server on a port (trusted documents
// only): questionnaire ids and slugs that name nothing, and answers that break every rule
// of their question (unknown or repeated questions, choices that are not offered, ratings
// and dates out of range, text past its limit, answers of another kind). No response
// ≥ 500, no stack trace, pings in time, nothing written, no coins given; then the fan's
// honest answer still goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  appOperation,
  expectNoWrites,
  impossibleIdsOf,
  sendAbuse,
  sendCleanly,
  startAbuseServer,
  type AbuseRequest,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

interface Question {
  id: string;
  kind: 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'FREE_TEXT' | 'RATING' | 'DATE';
  choices: { key: string }[];
  ratingMax: number | null;
  maxLength: number | null;
}
type Answer = { questionId: string } & Record<string, unknown>;

/** An answer each question accepts. */
function honestAnswer(question: Question): Answer {
  switch (question.kind) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return { questionId: question.id, choiceKeys: [question.choices[0].key] };
    case 'FREE_TEXT':
      return { questionId: question.id, text: '月下の契約の場面が好きです' };
    case 'RATING':
      return { questionId: question.id, rating: 1 };
    case 'DATE':
      return { questionId: question.id, date: '2026-04-05' };
  }
}

/** Answers to one question that its rules refuse. */
function hostileAnswers(question: Question): Record<string, unknown>[] {
  const otherKind =
    question.kind === 'FREE_TEXT' ? { rating: 1 } : { text: 'an answer of another kind' };
  const hostile = (): Record<string, unknown>[] => {
    switch (question.kind) {
      case 'SINGLE_CHOICE':
        return [
          ...HOSTILE_TEXTS.map((key) => ({ choiceKeys: [key] })),
          { choiceKeys: question.choices.map((choice) => choice.key) },
          { choiceKeys: Array.from({ length: 2_000 }, (_, index) => `c${index}`) },
        ];
      case 'MULTIPLE_CHOICE':
        return [
          ...HOSTILE_TEXTS.map((key) => ({ choiceKeys: [question.choices[0].key, key] })),
          { choiceKeys: [question.choices[0].key, question.choices[0].key] },
        ];
      case 'FREE_TEXT':
        return [
          { text: '庭'.repeat((question.maxLength ?? 500) + 1) },
          { text: 'x'.repeat(60_000) },
        ];
      case 'RATING':
        return [-1, 0, (question.ratingMax ?? 5) + 1, 2 ** 31 - 1, -(2 ** 31)].map((rating) => ({
          rating,
        }));
      case 'DATE':
        // (A blank date on an optional question is no answer, which is allowed.)
        return [
          ...HOSTILE_TEXTS.filter((text) => text.trim()),
          '2026-02-30',
          '1899-12-31',
          '2026-4-5',
          '2026-04-05T00:00:00Z',
        ].map((date) => ({ date }));
    }
  };
  return [...hostile(), otherKind];
}

describe.each(testBackends)('hostile questionnaire inputs (%s)', (backend) => {
  let server: AbuseServer;
  let member: string;
  let questionnaireId: string;
  let questions: Question[];
  beforeAll(async () => {
    server = await startAbuseServer(backend);
    // A seeded member who has not answered the open questionnaire.
    member = `Bearer ${await server.auth.tokenFor('seed-fan-alex')}`;
    const page = await sendAbuse(
      server,
      appOperation(
        'QuestionnairePageQuery',
        { questionnaireId: 'favorite-scenes', textCount: 5 },
        { label: 'the open questionnaire', authorization: member },
      ),
    );
    const questionnaire = JSON.parse(page.text).data.community.questionnaire;
    questionnaireId = questionnaire.id;
    questions = questionnaire.questions;
  });
  afterAll(() => server?.close());

  const answer = (label: string, questionnaire: string, answers: unknown[]): AbuseRequest =>
    appOperation(
      'useAnswerQuestionnaireMutation',
      { input: { clientMutationId: label.slice(0, 60), questionnaireId: questionnaire, answers } },
      { label, authorization: member },
    );

  it('answers hostile ids and slugs cleanly, for a visitor and a member', async () => {
    const ids = [...HOSTILE_TEXTS, ...impossibleIdsOf('Questionnaire'), 'VXNlcjox'];
    const requests = ids.flatMap((value, index) => [
      appOperation(
        'QuestionnairePageQuery',
        { questionnaireId: value, textCount: 5 },
        { label: `#${index}` },
      ),
      appOperation(
        'QuestionnairePageQuery',
        { questionnaireId: value, textCount: 5 },
        { label: `#${index}`, authorization: member },
      ),
      appOperation(
        'QuestionnairesPagePaginationQuery',
        { id: value, count: 20, cursor: value },
        { label: `#${index}` },
      ),
      answer(`id-${index}`, value, questions.map(honestAnswer)),
    ]);
    const responses = await expectNoWrites(server, () => sendCleanly(server, requests));
    responses.forEach((response, index) =>
      expect(response.text, requests[index].label).not.toContain('AnswerQuestionnairePayload'),
    );
  }, 300_000);

  it('refuses every answer that breaks its question’s rules, writing nothing', async () => {
    const honest = questions.map(honestAnswer);
    const requests: AbuseRequest[] = [
      answer('none', questionnaireId, []),
      answer('repeated', questionnaireId, [...honest, honest[0]]),
      answer('unknown question', questionnaireId, [
        ...honest,
        { ...honest[0], questionId: impossibleIdsOf('QuestionnaireQuestion')[0] },
      ]),
      ...HOSTILE_TEXTS.map((questionId, index) =>
        answer(`question id #${index}`, questionnaireId, [
          ...honest.slice(1),
          { ...honest[0], questionId },
        ]),
      ),
      ...questions.flatMap((question, position) =>
        hostileAnswers(question).map((hostile, index) =>
          answer(
            `q${position}-${question.kind}-#${index}`,
            questionnaireId,
            honest.map((given, at) =>
              at === position ? { questionId: question.id, ...hostile } : given,
            ),
          ),
        ),
      ),
    ];
    const responses = await expectNoWrites(server, () => sendCleanly(server, requests));
    responses.forEach((response, index) => {
      expect(response.text, requests[index].label).not.toContain('AnswerQuestionnairePayload');
    });
    // The honest answer, refused nowhere above, is taken (with its reward), once.
    const taken = await sendAbuse(server, answer('honest', questionnaireId, honest));
    expect(JSON.parse(taken.text).data.answerQuestionnaire.__typename).toBe(
      'AnswerQuestionnairePayload',
    );
  }, 300_000);
});
