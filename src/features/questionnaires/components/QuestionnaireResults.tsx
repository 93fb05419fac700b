import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { QuestionnaireResults_questionnaire$key } from '../../../__generated__/QuestionnaireResults_questionnaire.graphql';
import { QuestionTextAnswers } from './QuestionTextAnswers';

/** Operators only: the answers counted per question, and the CSV of every answer. */
export function QuestionnaireResults({
  questionnaire,
}: {
  questionnaire: QuestionnaireResults_questionnaire$key;
}) {
  const intl = useIntl();
  const data = useFragment(questionnaireResultsFragment, questionnaire);
  if (!data.resultsCsvPath) return null;
  const csvHref = `${data.resultsCsvPath}?lang=${intl.locale.startsWith('en') ? 'en' : 'ja'}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="questionnaire-results">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h3">
                <FormattedMessage id="questionnaires.results.title" />
              </Title>
              <Badge variant="light" color="gray" radius="sm">
                <FormattedMessage id="questionnaires.results.operatorOnly" />
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="questionnaires.results.responses"
                values={{ count: data.responseCount }}
              />
            </Text>
          </Stack>
          <Button component="a" href={csvHref} download variant="light" radius="xl">
            <FormattedMessage id="questionnaires.results.download" />
          </Button>
        </Group>
        {data.questions.map((question, index) => {
          const result = question.result;
          const answers = result?.answerCount ?? 0;
          return (
            <Stack key={question.id} gap="xs">
              <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
                <Text fw={600}>
                  <FormattedMessage
                    id="questionnaires.questionNumber"
                    values={{ number: index + 1 }}
                  />{' '}
                  {question.title}
                </Text>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  <FormattedMessage
                    id="questionnaires.results.answers"
                    values={{ count: answers }}
                  />
                </Text>
              </Group>
              {result?.choiceCounts.map(({ choice, count }) => {
                const percent = answers > 0 ? Math.round((count / answers) * 100) : 0;
                return (
                  <Stack key={choice.key} gap={4}>
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Text size="sm">{choice.label}</Text>
                      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                        <FormattedMessage
                          id="questionnaires.results.choiceCount"
                          values={{ count, percent }}
                        />
                      </Text>
                    </Group>
                    <Progress value={percent} size="md" radius="xl" aria-label={choice.label} />
                  </Stack>
                );
              })}
              {question.kind === 'RATING' && (
                <Text size="sm">
                  {result?.averageRating != null ? (
                    <FormattedMessage
                      id="questionnaires.results.average"
                      values={{
                        average: (
                          <FormattedNumber value={result.averageRating} maximumFractionDigits={2} />
                        ),
                      }}
                    />
                  ) : (
                    <FormattedMessage id="questionnaires.results.noAverage" />
                  )}
                </Text>
              )}
              {question.kind === 'FREE_TEXT' && <QuestionTextAnswers question={question} />}
              {question.kind === 'DATE' && (
                <Text size="sm" c="dimmed">
                  <FormattedMessage id="questionnaires.results.textHidden" />
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

const questionnaireResultsFragment = graphql`
  fragment QuestionnaireResults_questionnaire on Questionnaire
  @argumentDefinitions(textCount: { type: "Int!" }) {
    resultsCsvPath
    responseCount
    questions {
      id
      kind
      title
      result {
        answerCount
        averageRating
        choiceCounts {
          choice {
            key
            label
          }
          count
        }
      }
      ...QuestionTextAnswers_question @arguments(count: $textCount)
    }
  }
`;
