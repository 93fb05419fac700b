// The mock of the questionnaires feature (server/questionnaires): the demo garden's
// questionnaires (server/questionnaires/demoQuestionnaires.ts) with their questions, a
// member's one answer checked by the same rules as the server (common/questionnaireAnswers.ts)
// with its typed errors, and the operators' mutations refused to a member. Coins are not
// moved in the mock; the answers' shapes and refusals are the server's
// (tests/contract/questionnaires.contract.ts).
import { answerProblem, isEmptyAnswer, type AnswerValue } from '../common/questionnaireAnswers';
import { demoQuestionnaires } from '../server/questionnaires/demoQuestionnaires';
import type { QuestionSeed } from '../server/questionnaires/seedQuestionnaires';
import { errorMessage, type ErrorMessageKey } from './errorMessages';
import {
  buildNotFoundError,
  buildPermissionDeniedError,
  edgeBuilders,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';

const DAY_MINUTES = 24 * 60;
const seeds = demoQuestionnaires.questionnaires;

const questionId = (questionnaire: number, position: number) =>
  mockGlobalId('QuestionnaireQuestion', questionnaire * 100 + position + 1);

const statusOf = (seed: (typeof seeds)[number]) =>
  seed.opensInDays > 0 ? 'SCHEDULED' : seed.closesInDays <= 0 ? 'CLOSED' : 'OPEN';

const ruleOf = (question: QuestionSeed) => ({
  kind: question.kind,
  required: question.required,
  choiceKeys: (question.choices ?? []).map((_label, index) => `c${index + 1}`),
  ratingMax: question.ratingMax,
  maxLength: question.maxLength,
});

function buildQuestion(locale: MockLocale, questionnaire: number, position: number) {
  const question = seeds[(questionnaire - 1) % seeds.length].questions[position];
  return {
    id: questionId(questionnaire, position),
    kind: question.kind,
    title: question.title[locale] ?? '',
    description: question.description?.[locale] ?? '',
    required: question.required,
    choices: (question.choices ?? []).map((label, index) => ({
      key: `c${index + 1}`,
      label: label[locale] ?? '',
    })),
    ratingMax: question.ratingMax,
    maxLength: question.maxLength,
    result: null,
    textAnswers: { edges: [], pageInfo: emptyPageInfo },
  };
}

/** The n-th choice among the demo questionnaires' choices, in order. */
function choiceLabel(locale: MockLocale, index: number): string {
  const labels = seeds.flatMap((seed) =>
    seed.questions.flatMap((question) => question.choices ?? []),
  );
  return labels.length ? (labels[(index - 1) % labels.length][locale] ?? '') : '';
}

const emptyPageInfo = {
  hasNextPage: false,
  hasPreviousPage: false,
  startCursor: null,
  endCursor: null,
};

export function buildQuestionnaire(locale: MockLocale, index: number) {
  const seed = seeds[(index - 1) % seeds.length];
  return {
    id: mockGlobalId('Questionnaire', index),
    questionnaireId: seed.slug,
    title: seed.title[locale] ?? '',
    description: seed.description[locale] ?? '',
    rewardCoins: seed.rewardCoins,
    opensAt: mockDateTime(-seed.opensInDays * DAY_MINUTES),
    closesAt: mockDateTime(-seed.closesInDays * DAY_MINUTES),
    status: statusOf(seed),
    editableUntilClose: seed.editableUntilClose,
    questions: seed.questions.map((_question, position) => buildQuestion(locale, index, position)),
    responseCount: Object.keys(seed.answers ?? {}).length,
    viewerAnsweredAt: null,
    viewerAnswers: [],
    viewerRewardCoins: 0,
    resultsCsvPath: null,
  };
}

type Input = { input: Record<string, unknown> & { clientMutationId: string } };

type QuestionAnswerInput = AnswerValue & { questionId: string };

const questionnairesResolvers: MockFeature['resolvers'] = (garden) => {
  /** Questionnaire index → member key → their answer (when, what, reward). */
  const answered = new Map<
    number,
    Map<string, { at: string; answers: QuestionAnswerInput[]; rewardCoins: number }>
  >();
  const member = (context: MockContext) => garden.memberUserKey(context.viewerUid);
  const typed = (typeName: string, fields: Record<string, unknown>) => ({
    __typename: typeName,
    ...fields,
  });
  const isOperator = (context: MockContext) => {
    const key = member(context);
    return key !== null && garden.store.get('User', key, 'role') === 'OPERATOR';
  };
  const operatorRefusal = (context: MockContext) => {
    if (!member(context)) return shouldSignUp(context.language);
    return isOperator(context)
      ? null
      : typed('PermissionDeniedError', buildPermissionDeniedError(context.language));
  };
  const questionnaireError = (language: MockLocale, problem: string) =>
    typed('QuestionnaireError', {
      message: errorMessage(language, `errors.questionnaire.${problem}` as ErrorMessageKey),
      questionnaireProblem: problem,
    });
  const stateOf = (index: number) => {
    let state = answered.get(index);
    if (!state) answered.set(index, (state = new Map()));
    return state;
  };
  const fields = (index: number, context: MockContext) => {
    const built = buildQuestionnaire(context.language, index);
    const key = member(context);
    const state = stateOf(index);
    const mine = key ? state.get(key) : undefined;
    return {
      ...built,
      responseCount: built.responseCount + state.size,
      viewerAnsweredAt: mine?.at ?? null,
      viewerRewardCoins: mine?.rewardCoins ?? 0,
      viewerAnswers: (mine?.answers ?? []).map((answer) => ({
        question: built.questions.find((question) => question.id === answer.questionId),
        choiceKeys: answer.choiceKeys ?? [],
        text: answer.text ?? null,
        rating: answer.rating ?? null,
        date: answer.date ?? null,
      })),
      resultsCsvPath: isOperator(context)
        ? `/questionnaire-results/demo/${built.questionnaireId}.csv`
        : null,
    };
  };
  const indexOfId = (id: string) =>
    seeds.findIndex((_seed, offset) => mockGlobalId('Questionnaire', offset + 1) === id) + 1;

  return {
    Community: {
      questionnaires: (
        _community: unknown,
        { first }: { first?: number | null },
        context: MockContext,
      ) => {
        const order = seeds
          .map((seed, offset) => ({ seed, index: offset + 1 }))
          .filter(({ seed }) => isOperator(context) || statusOf(seed) !== 'SCHEDULED')
          .sort(
            (a, b) =>
              Number(statusOf(a.seed) === 'CLOSED') - Number(statusOf(b.seed) === 'CLOSED') ||
              a.seed.closesInDays - b.seed.closesInDays,
          );
        const size = first ?? 20;
        const edges = order.slice(0, size).map(({ index }, position) => ({
          cursor: mockCursor('Questionnaire', position),
          node: fields(index, context),
        }));
        return {
          edges,
          pageInfo: {
            ...emptyPageInfo,
            hasNextPage: order.length > size,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
      questionnaire: (
        _community: unknown,
        { questionnaireId }: { questionnaireId: string },
        context: MockContext,
      ) => {
        const index = seeds.findIndex((seed) => seed.slug === questionnaireId) + 1;
        if (index === 0) return null;
        if (statusOf(seeds[index - 1]) === 'SCHEDULED' && !isOperator(context)) return null;
        return fields(index, context);
      },
    },
    Mutation: {
      answerQuestionnaire: (_root: unknown, { input }: Input, context: MockContext) => {
        const key = member(context);
        const { language } = context;
        if (!key) return shouldSignUp(language);
        const index = indexOfId(String(input.questionnaireId));
        if (index === 0) return typed('NotFoundError', buildNotFoundError(language));
        const seed = seeds[index - 1];
        const status = statusOf(seed);
        if (status === 'SCHEDULED') return questionnaireError(language, 'NOT_OPEN');
        if (status === 'CLOSED') return questionnaireError(language, 'CLOSED');
        const answers = input.answers as QuestionAnswerInput[];
        const ids = seed.questions.map((_question, position) => questionId(index, position));
        const seen = new Set<string>();
        for (const answer of answers) {
          if (!ids.includes(answer.questionId) || seen.has(answer.questionId))
            return typed('InvalidInputError', {
              message: errorMessage(language, 'errors.questionnaire.answerUnknown'),
              field: 'answers',
              reason: 'INVALID_FORMAT',
              limit: null,
            });
          seen.add(answer.questionId);
        }
        for (const [position, question] of seed.questions.entries()) {
          const answer = answers.find((item) => item.questionId === ids[position]);
          const problem = answerProblem(ruleOf(question), answer);
          if (problem) {
            const limit = problem === 'TOO_LONG' ? question.maxLength : null;
            return typed('InvalidInputError', {
              message: errorMessage(
                language,
                problem === 'REQUIRED'
                  ? 'errors.questionnaire.answerRequired'
                  : problem === 'TOO_LONG'
                    ? 'errors.questionnaire.answerTooLong'
                    : 'errors.questionnaire.answerInvalid',
                { question: question.title[language] ?? '', limit: limit ?? '' },
              ),
              field: `answers.${ids[position]}`,
              reason: problem,
              limit,
            });
          }
        }
        return garden.once(
          context.viewerUid!,
          'answerQuestionnaire',
          input.clientMutationId,
          () => {
            const state = stateOf(index);
            const previous = state.get(key);
            if (previous && !seed.editableUntilClose)
              return questionnaireError(language, 'ALREADY_ANSWERED');
            const kept = answers.filter((answer) => {
              const position = ids.indexOf(answer.questionId);
              return !isEmptyAnswer(ruleOf(seed.questions[position]), answer);
            });
            state.set(key, {
              at: previous?.at ?? new Date().toISOString(),
              answers: kept,
              rewardCoins: seed.rewardCoins,
            });
            return typed('AnswerQuestionnairePayload', {
              clientMutationId: input.clientMutationId,
              rewardCoins: previous ? 0 : seed.rewardCoins,
              questionnaire: fields(index, context),
              viewer: {},
            });
          },
        );
      },
      createQuestionnaire: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        typed('QuestionnairePayload', {
          clientMutationId: input.clientMutationId,
          questionnaire: fields(1, context),
        }),
      updateQuestionnaire: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (indexOfId(String(input.id)) === 0
          ? typed('NotFoundError', buildNotFoundError(context.language))
          : typed('QuestionnairePayload', {
              clientMutationId: input.clientMutationId,
              questionnaire: fields(indexOfId(String(input.id)), context),
            })),
      closeQuestionnaire: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (indexOfId(String(input.id)) === 0
          ? typed('NotFoundError', buildNotFoundError(context.language))
          : typed('QuestionnairePayload', {
              clientMutationId: input.clientMutationId,
              questionnaire: {
                ...fields(indexOfId(String(input.id)), context),
                status: 'CLOSED',
              },
            })),
    },
  };
};

export const questionnairesMock: MockFeature = {
  builders: (locale) => ({
    Questionnaire: (index) => buildQuestionnaire(locale, index),
    QuestionnaireQuestion: (index) =>
      buildQuestion(locale, 1, (index - 1) % seeds[0].questions.length),
    QuestionnaireError: () => ({
      message: errorMessage(locale, 'errors.questionnaire.ALREADY_ANSWERED'),
      questionnaireProblem: 'ALREADY_ANSWERED',
    }),
    AnswerQuestionnairePayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      rewardCoins: seeds[0]?.rewardCoins ?? 0,
    }),
    ...payloadBuilders('QuestionnairePayload'),
    ...edgeBuilders({
      QuestionnaireEdge: 'Questionnaire',
      QuestionTextAnswerEdge: 'QuestionTextAnswer',
    }),
    QuestionChoice: (index) => ({ key: `c${index}`, label: choiceLabel(locale, index) }),
    QuestionChoiceCount: (index) => ({ count: index }),
    QuestionResult: () => ({ answerCount: 0, choiceCounts: [], averageRating: null }),
    QuestionTextAnswer: (index) => ({
      text: locale === 'ja' ? 'お茶会の場面が好きです。' : 'I love the tea party scene.',
      answeredAt: mockDateTime(index * 30),
    }),
    QuestionAnswer: () => ({ choiceKeys: [], text: null, rating: null, date: null }),
  }),
  resolvers: questionnairesResolvers,
};
