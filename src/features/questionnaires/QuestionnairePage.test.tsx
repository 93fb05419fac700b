import { act, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildQuestionnaire } from '../../../mocks/questionnaires';
import { renderWithRelay } from '../../../tests/relay';
import QuestionnairePageQueryNode, {
  type QuestionnairePageQuery,
} from '../../__generated__/QuestionnairePageQuery.graphql';
import { QuestionnaireView } from './QuestionnairePage';

type Overrides = {
  questionnaire?: Record<string, unknown>;
  member?: boolean;
};

function renderQuestionnaire(locale: 'ja' | 'en', overrides: Overrides = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<QuestionnairePageQuery>(environment, QuestionnairePageQueryNode, {
    questionnaireId: 'favorite-scenes',
    textCount: 5,
  });
  const rendered = renderWithRelay(<QuestionnaireView queryRef={queryRef} />, {
    environment,
    locale,
  });
  const built = { ...buildQuestionnaire(locale, 1), ...overrides.questionnaire };
  const member = overrides.member ?? true;
  let question = 0;
  return {
    ...rendered,
    built,
    resolvePage: () =>
      rendered.resolveMostRecentOperation({
        Questionnaire: () => built,
        // The questions in their order (the generator asks for each list item in turn).
        QuestionnaireQuestion: () => built.questions[question++ % built.questions.length],
        Viewer: () => ({
          isSignedIn: member,
          joinedCommunity: member ? { __typename: 'User' } : null,
          coinBalance: member ? { total: 1200 } : null,
        }),
      }),
  };
}

const question = (title: RegExp | string) =>
  screen.getAllByTestId('question').find((element) => within(element).queryByText(title))!;

/** A rating's star: the label of its (visually hidden) radio, as a fan taps it. */
const star = (name: string) => {
  const input = screen.getByRole('radio', { name });
  return document.querySelector<HTMLElement>(`label[for="${input.id}"]`)!;
};

describe('questionnaire form', () => {
  it('checks required answers before sending, then sends and shows the reward', async () => {
    const page = renderQuestionnaire('ja');
    await page.resolvePage();
    expect(screen.getByRole('heading', { level: 1, name: '好きな場面アンケート' })).toBeVisible();
    await page.user.click(screen.getByRole('button', { name: '回答を送信する' }));
    expect(screen.getByRole('alert')).toHaveTextContent('2件の質問をご確認ください。');
    expect(question('いちばん好きな場面はどれですか？')).toHaveTextContent(
      '必須の質問です。回答してください。',
    );
    expect(question('第1期の満足度')).toHaveTextContent('必須の質問です。回答してください。');
    expect(question('好きなキャラクター（いくつでも）')).not.toHaveTextContent('必須の質問です');
    // Nothing was sent.
    expect(page.environment.mock.getAllOperations()).toHaveLength(0);

    await page.user.click(screen.getByRole('radio', { name: '薔薇園の約束（第8話）' }));
    expect(question('いちばん好きな場面はどれですか？')).not.toHaveTextContent('必須の質問です');
    await page.user.click(star('4 / 5'));
    await page.user.click(screen.getByRole('textbox', { name: /その場面が好きな理由/ }));
    await page.user.paste('x'.repeat(401));
    await page.user.click(screen.getByRole('button', { name: '回答を送信する' }));
    expect(question('その場面が好きな理由')).toHaveTextContent('400文字以内で入力してください。');
    expect(page.environment.mock.getAllOperations()).toHaveLength(0);

    await page.user.clear(screen.getByRole('textbox', { name: /その場面が好きな理由/ }));
    await page.user.type(screen.getByRole('textbox', { name: /その場面が好きな理由/ }), '色彩');
    await page.user.click(screen.getByRole('button', { name: '回答を送信する' }));
    const sent = page.environment.mock.getMostRecentOperation();
    expect(sent.request.node.params.name).toBe('useAnswerQuestionnaireMutation');
    const ids = page.built.questions.map((item) => item.id);
    expect(sent.request.variables.input).toMatchObject({
      questionnaireId: page.built.id,
      answers: [
        { questionId: ids[0], choiceKeys: ['c3'], text: null, rating: null, date: null },
        { questionId: ids[2], choiceKeys: null, rating: 4 },
        { questionId: ids[3], text: '色彩' },
      ],
    });
    await act(async () => {
      page.environment.mock.resolve(
        sent,
        MockPayloadGenerator.generate(sent, {
          Mutation: () => ({
            answerQuestionnaire: {
              __typename: 'AnswerQuestionnairePayload',
              rewardCoins: 50,
              questionnaire: {
                ...page.built,
                viewerAnsweredAt: '2026-11-23T10:00:00.000Z',
                viewerRewardCoins: 50,
              },
              viewer: { coinBalance: { total: 1250 } },
            },
          }),
        }),
      );
    });
    expect(
      screen.getByText('ご回答ありがとうございました！50コインを受け取りました。'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('coin-balance')).toHaveTextContent('1250');
    expect(screen.queryByRole('button', { name: '回答を送信する' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '薔薇園の約束（第8話）' })).toBeDisabled();
  });

  it('shows the server’s refusal of one answer on its question', async () => {
    const page = renderQuestionnaire('en');
    await page.resolvePage();
    await page.user.click(screen.getByRole('radio', { name: 'The masquerade (episode 5)' }));
    await page.user.click(star('5 / 5'));
    await page.user.click(screen.getByRole('button', { name: 'Send answers' }));
    const sent = page.environment.mock.getMostRecentOperation();
    await act(async () => {
      page.environment.mock.resolve(
        sent,
        MockPayloadGenerator.generate(sent, {
          Mutation: () => ({
            answerQuestionnaire: {
              __typename: 'InvalidInputError',
              field: `answers.${page.built.questions[0].id}`,
              message:
                'Your answer to “Which scene is your favourite?” is not valid. Please check the choices or what you entered.',
            },
          }),
        }),
      );
    });
    expect(question('Which scene is your favourite?')).toHaveTextContent(
      'Your answer to “Which scene is your favourite?” is not valid.',
    );
  });

  it('shows a visitor the questions read-only with a prompt to join', async () => {
    const page = renderQuestionnaire('en', { member: false });
    await page.resolvePage();
    expect(
      screen.getByText('Questionnaires are for members of the community. Join to answer.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join to answer' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'The masquerade (episode 5)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send answers' })).not.toBeInTheDocument();
  });

  it('shows an answered, editable questionnaire with the fan’s answers to update', async () => {
    const page = renderQuestionnaire('en', {
      questionnaire: {
        editableUntilClose: true,
        viewerAnsweredAt: '2026-11-20T10:00:00.000Z',
        viewerRewardCoins: 50,
      },
    });
    await page.resolvePage();
    expect(screen.getByTestId('answered-notice')).toHaveTextContent('and received 50 coins.');
    expect(screen.getByText('You can change your answers until the deadline.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update answers' })).toBeEnabled();
  });

  it('shows operators the results with the CSV download', async () => {
    const page = renderQuestionnaire('en', {
      questionnaire: {
        resultsCsvPath: '/questionnaire-results/demo/favorite-scenes.csv',
        responseCount: 2,
      },
    });
    await page.resolveMostRecentOperation({
      Questionnaire: () => ({
        ...page.built,
        resultsCsvPath: '/questionnaire-results/demo/favorite-scenes.csv',
        responseCount: 2,
      }),
      QuestionnaireQuestion: (_context, generateId) => ({
        ...page.built.questions[(generateId() - 1) % page.built.questions.length],
        result: { answerCount: 2, averageRating: 4.5, choiceCounts: [] },
      }),
      Viewer: () => ({ isSignedIn: true, joinedCommunity: { __typename: 'User' } }),
    });
    const results = screen.getByTestId('questionnaire-results');
    expect(within(results).getByText('2 responses')).toBeVisible();
    expect(within(results).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/questionnaire-results/demo/favorite-scenes.csv?lang=en',
    );
  });
});
