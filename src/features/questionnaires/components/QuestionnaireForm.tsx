import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import {
  answerProblem,
  isEmptyAnswer,
  type AnswerValue,
} from '../../../../common/questionnaireAnswers';
import type {
  QuestionnaireForm_questionnaire$data,
  QuestionnaireForm_questionnaire$key,
} from '../../../__generated__/QuestionnaireForm_questionnaire.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useAnswerQuestionnaireMutation } from '../useAnswerQuestionnaireMutation';
import { QuestionField } from './QuestionField';

type Answers = Record<string, AnswerValue>;

type FormQuestion = QuestionnaireForm_questionnaire$data['questions'][number];

/** The rule of a question (common/questionnaireAnswers.ts). */
const ruleOf = (question: FormQuestion) => ({
  kind: question.kind,
  required: question.required,
  choiceKeys: question.choices.map((choice) => choice.key),
  ratingMax: question.ratingMax ?? null,
  maxLength: question.maxLength ?? null,
});

/**
 * The questionnaire's form: every question with its input, checked before sending (required
 * answers, lengths, choices), the server's refusals shown on their question. Read-only when
 * the viewer may not answer (a visitor, closed, or answered once and not editable).
 */
export function QuestionnaireForm({
  questionnaire,
  isMember,
}: {
  questionnaire: QuestionnaireForm_questionnaire$key;
  isMember: boolean;
}) {
  const intl = useIntl();
  const data = useFragment(questionnaireFormFragment, questionnaire);
  const requireMember = useRequireMember();
  const [send, sending] = useAnswerQuestionnaireMutation();
  const questions = data.questions;
  const initial = useMemo(() => {
    const answers: Answers = {};
    for (const answer of data.viewerAnswers)
      answers[answer.question.id] = {
        choiceKeys: answer.choiceKeys,
        text: answer.text,
        rating: answer.rating,
        date: answer.date,
      };
    return answers;
  }, [data.viewerAnswers]);
  const [answers, setAnswers] = useState<Answers>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ rewardCoins: number; edit: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const answered = data.viewerAnsweredAt != null;
  const open = data.status === 'OPEN';
  const canAnswer = open && (!answered || data.editableUntilClose);
  const disabled = !canAnswer || !isMember || sending;

  const messageFor = (question: FormQuestion, problem: string) =>
    problem === 'REQUIRED'
      ? intl.formatMessage({ id: 'questionnaires.answer.required' })
      : problem === 'TOO_LONG'
        ? intl.formatMessage(
            { id: 'questionnaires.answer.tooLong' },
            { max: question.maxLength ?? 500 },
          )
        : intl.formatMessage({ id: 'questionnaires.answer.invalid' });

  const focusFirstError = (ids: string[]) => {
    const first = formRef.current?.querySelector<HTMLElement>(
      `[data-question-id="${CSS.escape(ids[0])}"]`,
    );
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    if (!requireMember()) return;
    const found: Record<string, string> = {};
    for (const question of questions) {
      const problem = answerProblem(ruleOf(question), answers[question.id]);
      if (problem) found[question.id] = messageFor(question, problem);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(Object.keys(found));
      return;
    }
    const payload = questions.flatMap((question) => {
      const value = answers[question.id];
      if (!value || isEmptyAnswer(ruleOf(question), value)) return [];
      return [
        {
          questionId: question.id,
          choiceKeys: value.choiceKeys ? [...value.choiceKeys] : null,
          text: value.text ?? null,
          rating: value.rating ?? null,
          date: value.date ?? null,
        },
      ];
    });
    send(data.id, payload, (outcome) => {
      if (outcome.kind === 'answered')
        setDone({ rewardCoins: outcome.rewardCoins, edit: answered });
      else if (outcome.kind === 'invalid' && outcome.field.startsWith('answers.')) {
        const questionId = outcome.field.slice('answers.'.length);
        setErrors({ [questionId]: outcome.message });
        focusFirstError([questionId]);
      } else setFailure(outcome.message ?? intl.formatMessage({ id: 'questionnaires.failed' }));
    });
  };

  const problems = Object.keys(errors).length;
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: 'questionnaires.title' })}
    >
      <Stack gap="md">
        {done ? (
          <Alert color="teal" variant="light" role="status" radius="lg">
            {done.edit ? (
              <FormattedMessage id="questionnaires.updated" />
            ) : done.rewardCoins > 0 ? (
              <FormattedMessage
                id="questionnaires.thanksReward"
                values={{ coins: done.rewardCoins }}
              />
            ) : (
              <FormattedMessage id="questionnaires.thanks" />
            )}
          </Alert>
        ) : (
          answered && (
            <Alert color="teal" variant="light" radius="lg" data-testid="answered-notice">
              {data.viewerRewardCoins > 0 ? (
                <FormattedMessage
                  id="questionnaires.answeredReward"
                  values={{
                    coins: data.viewerRewardCoins,
                    date: <FormattedDate value={data.viewerAnsweredAt ?? ''} dateStyle="medium" />,
                  }}
                />
              ) : (
                <FormattedMessage
                  id="questionnaires.answeredOn"
                  values={{
                    date: <FormattedDate value={data.viewerAnsweredAt ?? ''} dateStyle="medium" />,
                  }}
                />
              )}
            </Alert>
          )
        )}
        {!open && data.status === 'CLOSED' && (
          <Alert color="gray" variant="light" radius="lg">
            <FormattedMessage id="questionnaires.closedNotice" />
          </Alert>
        )}
        {problems > 0 && (
          <Alert color="red" variant="light" role="alert" radius="lg">
            <FormattedMessage id="questionnaires.problems" values={{ count: problems }} />
          </Alert>
        )}
        {questions.map((question, index) => (
          <QuestionField
            key={question.id}
            number={index + 1}
            question={question}
            value={answers[question.id] ?? {}}
            onChange={(value) => {
              setAnswers((current) => ({ ...current, [question.id]: value }));
              if (errors[question.id]) setErrors(({ [question.id]: _cleared, ...rest }) => rest);
            }}
            error={errors[question.id] ?? null}
            disabled={disabled}
          />
        ))}
        {failure && (
          <Alert color="red" variant="light" role="alert" radius="lg">
            {failure}
          </Alert>
        )}
        {canAnswer && isMember && (
          <Group justify="space-between" align="center" gap="sm">
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id={data.editableUntilClose ? 'questionnaires.editable' : 'questionnaires.once'}
              />
            </Text>
            <Button type="submit" size="md" radius="xl" loading={sending}>
              <FormattedMessage id={answered ? 'questionnaires.update' : 'questionnaires.submit'} />
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

const questionnaireFormFragment = graphql`
  fragment QuestionnaireForm_questionnaire on Questionnaire {
    id
    status
    editableUntilClose
    viewerAnsweredAt
    viewerRewardCoins
    questions {
      id
      kind
      required
      choices {
        key
      }
      ratingMax
      maxLength
      ...QuestionField_question
    }
    viewerAnswers {
      question {
        id
      }
      choiceKeys
      text
      rating
      date
    }
  }
`;
