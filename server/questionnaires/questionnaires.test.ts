// Questionnaires: the garden's list and one questionnaire with its questions; a member's
// answer checked per question (typed InvalidInputError naming the question, in ja and en),
// the reward granted exactly once (also when answers race), answering twice or after the
// close refused; the operators' create/edit/close (a member refused), their results and the
// CSV download (bytes, BOM, quoting, operator session only, tenant-scoped); and another
// garden's questionnaire never reached.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinMovements } from '../coins/tables';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { questionnaireResponses, questionnaires } from './tables';

const LIST = `query($first: Int, $after: String) { community { questionnaires(first: $first, after: $after) {
  edges { cursor node { questionnaireId title status rewardCoins viewerAnsweredAt } }
  pageInfo { hasNextPage endCursor }
} } }`;

const ONE = `query($id: String!) { community { questionnaire(questionnaireId: $id) {
  id questionnaireId title status rewardCoins editableUntilClose responseCount
  viewerAnsweredAt viewerRewardCoins resultsCsvPath
  viewerAnswers { question { id } choiceKeys text rating date }
  questions { id kind title required choices { key label } ratingMax maxLength
    result { answerCount averageRating choiceCounts { choice { key } count } }
    textAnswers(first: 1) { edges { node { text } } pageInfo { hasNextPage endCursor } }
  }
} } viewer { coinBalance { free } } }`;

const ANSWER = `mutation($input: AnswerQuestionnaireInput!) {
  answerQuestionnaire(input: $input) {
    __typename
    ... on AnswerQuestionnairePayload { rewardCoins questionnaire { responseCount viewerAnsweredAt } viewer { coinBalance { free } } }
    ... on QuestionnaireError { problem: questionnaireProblem }
    ... on InvalidInputError { field reason limit }
    ... on Error { message }
  }
}`;

const CREATE = `mutation($input: CreateQuestionnaireInput!) {
  createQuestionnaire(input: $input) {
    __typename
    ... on QuestionnairePayload { questionnaire { id questionnaireId status questions { id kind choices { key } ratingMax maxLength } } }
    ... on InvalidInputError { field reason }
    ... on Error { message }
  }
}`;

const UPDATE = `mutation($input: UpdateQuestionnaireInput!) {
  updateQuestionnaire(input: $input) {
    __typename
    ... on QuestionnairePayload { questionnaire { id title questions { id title } } }
    ... on QuestionnaireError { problem: questionnaireProblem }
    ... on InvalidInputError { field reason }
    ... on Error { message }
  }
}`;

const CLOSE = `mutation($input: CloseQuestionnaireInput!) {
  closeQuestionnaire(input: $input) {
    __typename
    ... on QuestionnairePayload { questionnaire { id status } }
    ... on Error { message }
  }
}`;

const DAY = 24 * 60 * 60 * 1000;

type Question = { id: string; kind: string; title: string };

function fields(overrides: Record<string, unknown> = {}) {
  return {
    titleJa: '試験アンケート',
    titleEn: 'A test questionnaire',
    descriptionJa: '説明',
    descriptionEn: 'About it',
    rewardCoins: 20,
    opensAt: new Date(Date.now() - DAY).toISOString(),
    closesAt: new Date(Date.now() + 7 * DAY).toISOString(),
    editableUntilClose: false,
    questions: [
      {
        kind: 'SINGLE_CHOICE',
        titleJa: '好きな色',
        titleEn: 'Favourite colour',
        required: true,
        choices: [
          { labelJa: '赤', labelEn: 'Red' },
          { labelJa: '青', labelEn: 'Blue' },
        ],
      },
      {
        kind: 'FREE_TEXT',
        titleJa: 'ひとこと',
        titleEn: 'A word',
        required: false,
        maxLength: 10,
      },
      { kind: 'RATING', titleJa: '満足度', titleEn: 'Rating', required: true },
      { kind: 'DATE', titleJa: '日付', titleEn: 'A date', required: false },
      {
        kind: 'MULTIPLE_CHOICE',
        titleJa: '季節',
        titleEn: 'Seasons',
        required: false,
        choices: [
          { labelJa: '春', labelEn: 'Spring' },
          { labelJa: '夏', labelEn: 'Summer' },
          { labelJa: '秋', labelEn: 'Autumn' },
        ],
      },
    ],
    ...overrides,
  };
}

describe.each(testBackends)('questionnaires (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `q-${(counter += 1)}`;
  const one = async (slug: string, as?: string, tenant?: string, language: 'ja' | 'en' = 'en') =>
    (await garden.call(ONE, { id: slug }, { as, tenant, language })).data;
  const answer = (
    as: string,
    questionnaireId: string,
    answers: unknown[],
    options: { cmid?: string; language?: 'ja' | 'en' } = {},
  ) =>
    garden.call(
      ANSWER,
      { input: { clientMutationId: options.cmid ?? id(), questionnaireId, answers } },
      { as, language: options.language ?? 'en' },
    );
  const create = (slug: string, overrides: Record<string, unknown> = {}, as = DEMO_OPERATOR_UID) =>
    garden.call(
      CREATE,
      { input: { clientMutationId: id(), questionnaireId: slug, fields: fields(overrides) } },
      { as, language: 'en' },
    );
  const created = async (slug: string, overrides: Record<string, unknown> = {}) => {
    const result = await create(slug, overrides);
    expect(result.data.createQuestionnaire.__typename).toBe('QuestionnairePayload');
    return result.data.createQuestionnaire.questionnaire as { id: string; questions: Question[] };
  };
  const validAnswers = (questions: Question[]) => [
    { questionId: questions[0].id, choiceKeys: ['c2'] },
    { questionId: questions[1].id, text: 'Hi "you"' },
    { questionId: questions[2].id, rating: 4 },
    { questionId: questions[3].id, date: '2026-04-05' },
  ];

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const fan of ['ayu', 'ben', 'cho', 'dai', 'eri', 'racer', 'twin']) await garden.join(fan);
  });
  afterAll(() => garden?.close());

  it('lists open questionnaires before closed ones, and pages through them', async () => {
    const first = await garden.call(LIST, { first: 1 }, { language: 'ja' });
    const page = first.data.community.questionnaires;
    expect(page.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      {
        questionnaireId: 'favorite-scenes',
        title: '好きな場面アンケート',
        status: 'OPEN',
        rewardCoins: 50,
        viewerAnsweredAt: null,
      },
    ]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await garden.call(LIST, { first: 5, after: page.pageInfo.endCursor });
    expect(
      second.data.community.questionnaires.edges.map(
        (edge: { node: { questionnaireId: string; status: string } }) => [
          edge.node.questionnaireId,
          edge.node.status,
        ],
      ),
    ).toEqual([['season2-expectations', 'CLOSED']]);
    const tooMany = await garden.call(LIST, { first: 51 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows a questionnaire’s questions to a visitor, and results only to operators', async () => {
    const visitor = await one('favorite-scenes');
    const questionnaire = visitor.community.questionnaire;
    expect(questionnaire.title).toBe('Your favourite scenes');
    expect(questionnaire.questions.map((q: Question) => q.kind)).toEqual([
      'SINGLE_CHOICE',
      'MULTIPLE_CHOICE',
      'RATING',
      'FREE_TEXT',
      'DATE',
    ]);
    expect(questionnaire.questions[0].choices[0]).toEqual({
      key: 'c1',
      label: 'The pact under the moon (episode 1)',
    });
    expect(questionnaire.resultsCsvPath).toBeNull();
    expect(questionnaire.questions.every((q: { result: unknown }) => q.result === null)).toBe(true);
    expect(questionnaire.questions[3].textAnswers.edges).toEqual([]);
    expect(questionnaire.viewerAnswers).toEqual([]);
    const member = await one('favorite-scenes', 'ayu');
    expect(member.community.questionnaire.resultsCsvPath).toBeNull();
    expect(member.community.questionnaire.questions[0].result).toBeNull();

    const operator = (await one('favorite-scenes', DEMO_OPERATOR_UID)).community.questionnaire;
    expect(operator.resultsCsvPath).toBe('/questionnaire-results/demo/favorite-scenes.csv');
    expect(operator.questions[0].result.answerCount).toBe(2);
    expect(operator.questions[0].result.choiceCounts).toEqual([
      { choice: { key: 'c1' }, count: 0 },
      { choice: { key: 'c2' }, count: 0 },
      { choice: { key: 'c3' }, count: 1 },
      { choice: { key: 'c4' }, count: 0 },
      { choice: { key: 'c5' }, count: 1 },
    ]);
    expect(operator.questions[2].result.averageRating).toBe(4.5);
    const text = operator.questions[3].textAnswers;
    expect(text.edges).toHaveLength(1);
    expect(text.pageInfo.hasNextPage).toBe(true);
  });

  it('answers once: the reward lands in the coin balance and a second answer is refused', async () => {
    const { id: questionnaireId, questions } = await created('once-only');
    const before = (await one('once-only', 'ayu')).viewer.coinBalance.free;
    const done = await answer('ayu', questionnaireId, validAnswers(questions));
    expect(done.data.answerQuestionnaire).toMatchObject({
      __typename: 'AnswerQuestionnairePayload',
      rewardCoins: 20,
      questionnaire: { responseCount: 1 },
      viewer: { coinBalance: { free: before + 20 } },
    });
    const read = (await one('once-only', 'ayu')).community.questionnaire;
    expect(read.viewerRewardCoins).toBe(20);
    expect(read.viewerAnsweredAt).not.toBeNull();
    expect(read.viewerAnswers).toEqual([
      {
        question: { id: questions[0].id },
        choiceKeys: ['c2'],
        text: null,
        rating: null,
        date: null,
      },
      {
        question: { id: questions[1].id },
        choiceKeys: [],
        text: 'Hi "you"',
        rating: null,
        date: null,
      },
      { question: { id: questions[2].id }, choiceKeys: [], text: null, rating: 4, date: null },
      {
        question: { id: questions[3].id },
        choiceKeys: [],
        text: null,
        rating: null,
        date: '2026-04-05',
      },
    ]);
    const counts = await tableCounts(garden.database.db);
    const again = await answer('ayu', questionnaireId, validAnswers(questions));
    expect(again.data.answerQuestionnaire.problem).toBe('ALREADY_ANSWERED');
    expect(again.data.answerQuestionnaire.message).toBe(
      'You have already answered this questionnaire, and answers cannot be changed.',
    );
    const againJa = await answer('ayu', questionnaireId, validAnswers(questions), {
      language: 'ja',
    });
    expect(againJa.data.answerQuestionnaire.message).toBe(
      'このアンケートにはすでに回答済みです。回答は変更できません。',
    );
    expect(await tableCounts(garden.database.db)).toEqual(counts);
    expect((await one('once-only', 'ayu')).viewer.coinBalance.free).toBe(before + 20);
  });

  it('refuses invalid answers per question, in both languages, writing nothing', async () => {
    const { id: questionnaireId, questions } = await created('validation');
    const counts = await tableCounts(garden.database.db);
    const refused = async (answers: unknown[], language: 'ja' | 'en' = 'en') =>
      (await answer('ben', questionnaireId, answers, { language })).data.answerQuestionnaire;
    const valid = validAnswers(questions);
    const missing = await refused(valid.filter((_, index) => index !== 0));
    expect(missing).toMatchObject({
      __typename: 'InvalidInputError',
      field: `answers.${questions[0].id}`,
      reason: 'REQUIRED',
      message: '“Favourite colour” is required. Please answer it.',
    });
    expect(
      (
        await refused(
          valid.filter((_, index) => index !== 2),
          'ja',
        )
      ).message,
    ).toBe('「満足度」は必須の質問です。回答してください。');
    const tooLong = await refused([
      valid[0],
      { questionId: questions[1].id, text: 'x'.repeat(11) },
      valid[2],
    ]);
    expect(tooLong).toMatchObject({
      field: `answers.${questions[1].id}`,
      reason: 'TOO_LONG',
      limit: 10,
    });
    expect(tooLong.message).toBe('Your answer to “A word” must be 10 characters or fewer.');
    for (const wrong of [
      { questionId: questions[0].id, choiceKeys: ['c9'] },
      { questionId: questions[0].id, choiceKeys: ['c1', 'c2'] },
      { questionId: questions[0].id, rating: 3 },
    ])
      expect(await refused([wrong, valid[2]])).toMatchObject({
        field: `answers.${questions[0].id}`,
        reason: 'INVALID_FORMAT',
      });
    for (const rating of [0, 6])
      expect(await refused([valid[0], { questionId: questions[2].id, rating }])).toMatchObject({
        field: `answers.${questions[2].id}`,
        reason: 'INVALID_FORMAT',
      });
    for (const date of ['2026-02-30', 'tomorrow'])
      expect(
        await refused([valid[0], valid[2], { questionId: questions[3].id, date }]),
      ).toMatchObject({ field: `answers.${questions[3].id}`, reason: 'INVALID_FORMAT' });
    expect(
      await refused([
        valid[0],
        valid[2],
        { questionId: questions[4].id, choiceKeys: ['c1', 'c1'] },
      ]),
    ).toMatchObject({ reason: 'INVALID_FORMAT' });
    // A question of another questionnaire, or the same question twice.
    const other = (await one('favorite-scenes')).community.questionnaire.questions[0].id;
    expect(await refused([...valid, { questionId: other, choiceKeys: ['c1'] }])).toMatchObject({
      field: 'answers',
      reason: 'INVALID_FORMAT',
    });
    expect(await refused([...valid, valid[0]])).toMatchObject({ field: 'answers' });
    expect(await tableCounts(garden.database.db)).toEqual(counts);
    // The optional ones may be left out.
    const minimal = await answer('ben', questionnaireId, [valid[0], valid[2]]);
    expect(minimal.data.answerQuestionnaire.__typename).toBe('AnswerQuestionnairePayload');
  });

  it('grants the reward exactly once when one fan’s answers race', async () => {
    const { id: questionnaireId, questions } = await created('race', {
      editableUntilClose: true,
    });
    const before = (await one('race', 'racer')).viewer.coinBalance.free;
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => answer('racer', questionnaireId, validAnswers(questions))),
    );
    const rewards = results.map((result) => result.data.answerQuestionnaire.rewardCoins).sort();
    // Editable: every answer lands, and only the first one is rewarded.
    expect(rewards).toEqual([0, 0, 0, 20]);
    const read = await one('race', 'racer');
    expect(read.viewer.coinBalance.free).toBe(before + 20);
    expect(read.community.questionnaire.responseCount).toBe(1);
    const scope = tenantScope(garden.database.db, 'demo');
    const [row] = await scope.select(questionnaires, eq(questionnaires.slug, 'race'));
    const [response] = await scope.select(
      questionnaireResponses,
      eq(questionnaireResponses.questionnaireId, row.id),
    );
    const grants = await scope.select(
      coinMovements,
      eq(coinMovements.reference, `questionnaire:${response.id}`),
    );
    expect(grants.map((grant) => [grant.kind, grant.freeChange])).toEqual([['GRANT', 20]]);
    expect(row.responseCount).toBe(1);
    // Not editable: one answer, the others refused.
    const fixed = await created('race-fixed');
    const raced = await Promise.all(
      [1, 2, 3].map(() => answer('racer', fixed.id, validAnswers(fixed.questions))),
    );
    expect(raced.map((result) => result.data.answerQuestionnaire.__typename).sort()).toEqual([
      'AnswerQuestionnairePayload',
      'QuestionnaireError',
      'QuestionnaireError',
    ]);
    expect((await one('race-fixed', 'racer')).viewer.coinBalance.free).toBe(before + 40);
    // The same clientMutationId twice at once: one answer, the same answer twice.
    const twin = await created('race-twin');
    const same = await Promise.all([
      answer('twin', twin.id, validAnswers(twin.questions), { cmid: 'twin-1' }),
      answer('twin', twin.id, validAnswers(twin.questions), { cmid: 'twin-1' }),
    ]);
    expect(same.map((result) => result.data.answerQuestionnaire.rewardCoins)).toEqual([20, 20]);
    expect((await one('race-twin', 'twin')).community.questionnaire.responseCount).toBe(1);
  });

  it('lets a fan change an editable answer until the close, without a second reward', async () => {
    const { id: questionnaireId, questions } = await created('editable', {
      editableUntilClose: true,
    });
    const first = await answer('cho', questionnaireId, validAnswers(questions));
    expect(first.data.answerQuestionnaire.rewardCoins).toBe(20);
    const changed = await answer('cho', questionnaireId, [
      { questionId: questions[0].id, choiceKeys: ['c1'] },
      { questionId: questions[2].id, rating: 1 },
    ]);
    expect(changed.data.answerQuestionnaire.rewardCoins).toBe(0);
    const read = (await one('editable', 'cho')).community.questionnaire;
    expect(
      read.viewerAnswers.map((a: { choiceKeys: string[]; rating: number | null }) => [
        a.choiceKeys,
        a.rating,
      ]),
    ).toEqual([
      [['c1'], null],
      [[], 1],
    ]);
    expect(read.viewerRewardCoins).toBe(20);
  });

  it('refuses answers after the close and before the open, and visitors and strangers', async () => {
    const { id: questionnaireId, questions } = await created('closing', {
      editableUntilClose: true,
    });
    expect(
      (await answer('dai', questionnaireId, validAnswers(questions))).data.answerQuestionnaire
        .__typename,
    ).toBe('AnswerQuestionnairePayload');
    const closed = await garden.call(
      CLOSE,
      { input: { clientMutationId: id(), id: questionnaireId } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(closed.data.closeQuestionnaire.questionnaire.status).toBe('CLOSED');
    const late = await answer('dai', questionnaireId, validAnswers(questions));
    expect(late.data.answerQuestionnaire).toMatchObject({
      problem: 'CLOSED',
      message: 'This questionnaire has closed and no longer takes answers.',
    });
    const lateJa = await answer('eri', questionnaireId, validAnswers(questions), {
      language: 'ja',
    });
    expect(lateJa.data.answerQuestionnaire.message).toBe('このアンケートの受付は終了しました。');

    const scheduled = await created('scheduled', {
      opensAt: new Date(Date.now() + DAY).toISOString(),
    });
    expect(
      (await answer('eri', scheduled.id, validAnswers(scheduled.questions))).data
        .answerQuestionnaire.problem,
    ).toBe('NOT_OPEN');
    expect((await one('scheduled', 'eri')).community.questionnaire).toBeNull();
    expect((await one('scheduled', DEMO_OPERATOR_UID)).community.questionnaire.status).toBe(
      'SCHEDULED',
    );

    const visitor = await garden.call(ANSWER, {
      input: { clientMutationId: id(), questionnaireId, answers: [] },
    });
    expect(visitor.data.answerQuestionnaire.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const signedInNotJoined = await answer('not-joined', scheduled.id, []);
    expect(signedInNotJoined.data.answerQuestionnaire.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    expect(
      (await answer('eri', 'UXVlc3Rpb25uYWlyZTo5OTk5OTk=', [])).data.answerQuestionnaire.__typename,
    ).toBe('NotFoundError');
  });

  it('never reaches another garden’s questionnaire', async () => {
    const theirs = (await one('favorite-scenes', undefined, OTHER_TENANT_ID)).community
      .questionnaire;
    expect(theirs.title).toBe('The other garden’s questionnaire');
    const node = await garden.call(`query($id: ID!) { node(id: $id) { id } }`, { id: theirs.id });
    expect(node.data.node).toBeNull();
    const refused = await answer('eri', theirs.id, [
      { questionId: theirs.questions[0].id, text: 'hello' },
    ]);
    expect(refused.data.answerQuestionnaire.__typename).toBe('NotFoundError');
    const edit = await garden.call(
      UPDATE,
      { input: { clientMutationId: id(), id: theirs.id, fields: fields() } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(edit.data.updateQuestionnaire.__typename).toBe('NotFoundError');
  });

  it('lets only operators create, edit and close, with typed errors', async () => {
    const member = await create('by-member', {}, 'eri');
    expect(member.data.createQuestionnaire.__typename).toBe('PermissionDeniedError');
    const visitor = await garden.call(CREATE, {
      input: { clientMutationId: id(), questionnaireId: 'by-visitor', fields: fields() },
    });
    expect(visitor.data.createQuestionnaire.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const counts = await tableCounts(garden.database.db);
    const invalid = [
      ['Bad Address', {}, 'questionnaireId'],
      ['ok-address', { titleJa: '  ' }, 'titleJa'],
      ['ok-address', { rewardCoins: -1 }, 'rewardCoins'],
      ['ok-address', { closesAt: new Date(Date.now() - 2 * DAY).toISOString() }, 'closesAt'],
      ['ok-address', { questions: [] }, 'questions'],
      [
        'ok-address',
        {
          questions: [
            {
              kind: 'SINGLE_CHOICE',
              titleJa: 'a',
              titleEn: 'a',
              required: true,
              choices: [{ labelJa: 'x', labelEn: 'x' }],
            },
          ],
        },
        'questions',
      ],
      [
        'ok-address',
        {
          questions: [
            { kind: 'RATING', titleJa: 'a', titleEn: 'a', required: true, ratingMax: 11 },
          ],
        },
        'questions',
      ],
      ['favorite-scenes', {}, 'questionnaireId'],
    ] as const;
    for (const [slug, overrides, field] of invalid) {
      const result = await create(slug, overrides);
      expect(result.data.createQuestionnaire).toMatchObject({
        __typename: 'InvalidInputError',
        field,
      });
    }
    expect(await tableCounts(garden.database.db)).toEqual(counts);

    const made = await created('operator-made', { editableUntilClose: true });
    expect(made.questions.map((q) => q.kind)).toEqual([
      'SINGLE_CHOICE',
      'FREE_TEXT',
      'RATING',
      'DATE',
      'MULTIPLE_CHOICE',
    ]);
    const update = (as: string, overrides: Record<string, unknown>) =>
      garden.call(
        UPDATE,
        { input: { clientMutationId: id(), id: made.id, fields: fields(overrides) } },
        { as, language: 'en' },
      );
    expect((await update('eri', {})).data.updateQuestionnaire.__typename).toBe(
      'PermissionDeniedError',
    );
    const renamed = await update(DEMO_OPERATOR_UID, {
      titleEn: 'Renamed',
      questions: [{ kind: 'FREE_TEXT', titleJa: '質問', titleEn: 'Only one', required: true }],
    });
    expect(renamed.data.updateQuestionnaire.questionnaire).toMatchObject({
      title: 'Renamed',
      questions: [{ title: 'Only one' }],
    });
    const [question] = renamed.data.updateQuestionnaire.questionnaire.questions;
    await answer('eri', made.id, [{ questionId: question.id, text: 'answered' }]);
    const blocked = await update(DEMO_OPERATOR_UID, { titleEn: 'Again' });
    expect(blocked.data.updateQuestionnaire).toMatchObject({
      problem: 'HAS_ANSWERS',
      message: 'This questionnaire already has answers, so its questions can no longer change.',
    });
    // The same questions with other words around them are still fine.
    const retitled = await update(DEMO_OPERATOR_UID, {
      titleEn: 'Retitled',
      questions: [{ kind: 'FREE_TEXT', titleJa: '質問', titleEn: 'Only one', required: true }],
    });
    expect(retitled.data.updateQuestionnaire.questionnaire.title).toBe('Retitled');
    const close = (as: string) =>
      garden.call(CLOSE, { input: { clientMutationId: id(), id: made.id } }, { as });
    expect((await close('eri')).data.closeQuestionnaire.__typename).toBe('PermissionDeniedError');
    expect((await close(DEMO_OPERATOR_UID)).data.closeQuestionnaire.questionnaire.status).toBe(
      'CLOSED',
    );
  });

  it('serves the results as CSV to operators only: UTF-8 with a BOM, quoted for Excel', async () => {
    const { id: questionnaireId, questions } = await created('csv-export');
    await answer('eri', questionnaireId, [
      { questionId: questions[0].id, choiceKeys: ['c1'] },
      { questionId: questions[1].id, text: '=1+1 "q"' },
      { questionId: questions[2].id, rating: 5 },
      { questionId: questions[4].id, choiceKeys: ['c1', 'c3'] },
    ]);
    const download = async (path: string, as?: string, extra: Record<string, string> = {}) => {
      const headers: Record<string, string> = { ...extra };
      if (as) headers.authorization = `Bearer ${await garden.auth.tokenFor(as)}`;
      return garden.server.yoga.fetch(`http://garden.test${path}`, { headers });
    };
    const response = await download(
      '/questionnaire-results/demo/csv-export.csv',
      DEMO_OPERATOR_UID,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="questionnaire-csv-export.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '"回答者番号","回答日時（日本時間）","好きな色","ひとこと","満足度","日付","季節"',
    );
    expect(lines[1]).toMatch(
      /^"1","\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","赤","'=1\+1 ""q""","5","","春 \/ 秋"$/,
    );
    expect(lines[2]).toBe('');
    const english = await download(
      '/questionnaire-results/demo/csv-export.csv?lang=en',
      DEMO_OPERATOR_UID,
    );
    const englishText = new TextDecoder().decode(await english.arrayBuffer());
    expect(englishText.split('\r\n')[0]).toBe(
      '"Respondent","Answered at (Japan time)","Favourite colour","A word","Rating","A date","Seasons"',
    );
    // A member, a visitor, another garden's address or a questionnaire not there: 404.
    expect((await download('/questionnaire-results/demo/csv-export.csv', 'eri')).status).toBe(404);
    expect((await download('/questionnaire-results/demo/csv-export.csv')).status).toBe(404);
    expect(
      (await download('/questionnaire-results/other/favorite-scenes.csv', DEMO_OPERATOR_UID))
        .status,
    ).toBe(404);
    expect(
      (await download('/questionnaire-results/demo/nothing-here.csv', DEMO_OPERATOR_UID)).status,
    ).toBe(404);
    expect((await download('/questionnaire-results/demo/../x.csv', DEMO_OPERATOR_UID)).status).toBe(
      404,
    );
    const post = await garden.server.yoga.fetch(
      'http://garden.test/questionnaire-results/demo/csv-export.csv',
      { method: 'POST' },
    );
    expect(post.status).toBe(405);
  });
});
