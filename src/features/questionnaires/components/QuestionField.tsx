import {
  Badge,
  Checkbox,
  Group,
  Input,
  Paper,
  Radio,
  Rating,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AnswerValue } from '../../../../common/questionnaireAnswers';
import type { QuestionField_question$key } from '../../../__generated__/QuestionField_question.graphql';

/** One question of the form, its input of the question's kind and its error. */
export function QuestionField({
  number,
  question: questionRef,
  value,
  onChange,
  error,
  disabled,
}: {
  number: number;
  question: QuestionField_question$key;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  error: string | null;
  disabled: boolean;
}) {
  const intl = useIntl();
  const question = useFragment(questionFieldFragment, questionRef);
  const label: ReactNode = (
    <Group gap={8} wrap="nowrap" align="flex-start" component="span">
      <Text component="span" c="dimmed" fw={700} size="sm" mt={2}>
        <FormattedMessage id="questionnaires.questionNumber" values={{ number }} />
      </Text>
      <Text component="span" fw={600} className="garden-phrase">
        {question.title}
      </Text>
      <Badge
        component="span"
        size="sm"
        radius="sm"
        variant="light"
        color={question.required ? 'red' : 'gray'}
        mt={2}
        style={{ flexShrink: 0 }}
      >
        <FormattedMessage
          id={question.required ? 'questionnaires.required' : 'questionnaires.optional'}
        />
      </Badge>
    </Group>
  );
  const description = question.description || undefined;
  const common = { label, description, error };

  const input = (() => {
    switch (question.kind) {
      case 'SINGLE_CHOICE':
        return (
          <Radio.Group
            {...common}
            value={value.choiceKeys?.[0] ?? null}
            onChange={(key) => onChange({ choiceKeys: key ? [key] : [] })}
          >
            <Stack gap="xs" mt="xs">
              {question.choices.map((choice) => (
                <Radio
                  key={choice.key}
                  value={choice.key}
                  label={choice.label}
                  disabled={disabled}
                />
              ))}
            </Stack>
          </Radio.Group>
        );
      case 'MULTIPLE_CHOICE':
        return (
          <Checkbox.Group
            {...common}
            value={[...(value.choiceKeys ?? [])]}
            onChange={(keys) => onChange({ choiceKeys: keys })}
          >
            <Stack gap="xs" mt="xs">
              {question.choices.map((choice) => (
                <Checkbox
                  key={choice.key}
                  value={choice.key}
                  label={choice.label}
                  disabled={disabled}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      case 'FREE_TEXT': {
        const max = question.maxLength ?? 500;
        const length = [...(value.text ?? '')].length;
        return (
          <Textarea
            {...common}
            autosize
            minRows={3}
            maxRows={10}
            value={value.text ?? ''}
            onChange={(event) => onChange({ text: event.currentTarget.value })}
            disabled={disabled}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            styles={{ input: { lineHeight: 1.6 } }}
            inputContainer={(children) => (
              <Stack gap={4} mt={6}>
                {children}
                <Text size="xs" c={length > max ? 'red' : 'dimmed'} ta="right">
                  <FormattedMessage id="questionnaires.textCount" values={{ count: length, max }} />
                </Text>
              </Stack>
            )}
          />
        );
      }
      case 'RATING': {
        const max = question.ratingMax ?? 5;
        return (
          <Input.Wrapper {...common} labelElement="div">
            <Group gap="sm" mt="xs" align="center">
              <Rating
                count={max}
                size="lg"
                value={value.rating ?? 0}
                onChange={(rating) => onChange({ rating })}
                readOnly={disabled}
                getSymbolLabel={(rating) =>
                  intl.formatMessage({ id: 'questionnaires.ratingOf' }, { rating, max })
                }
              />
              {value.rating != null && (
                <Text size="sm" c="dimmed">
                  <FormattedMessage
                    id="questionnaires.ratingOf"
                    values={{ rating: value.rating, max }}
                  />
                </Text>
              )}
            </Group>
          </Input.Wrapper>
        );
      }
      case 'DATE':
        return (
          <TextInput
            {...common}
            type="date"
            styles={{ wrapper: { maxWidth: 220 } }}
            value={value.date ?? ''}
            onChange={(event) => onChange({ date: event.currentTarget.value })}
            disabled={disabled}
            placeholder={intl.formatMessage({ id: 'questionnaires.datePlaceholder' })}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            mt={0}
          />
        );
    }
  })();

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      data-testid="question"
      data-question-id={question.id}
      style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      {input}
    </Paper>
  );
}

const questionFieldFragment = graphql`
  fragment QuestionField_question on QuestionnaireQuestion {
    id
    kind
    title
    description
    required
    choices {
      key
      label
    }
    ratingMax
    maxLength
  }
`;
