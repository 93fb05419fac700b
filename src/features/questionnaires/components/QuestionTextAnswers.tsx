import { Button, Stack, Text } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { QuestionTextAnswers_question$key } from '../../../__generated__/QuestionTextAnswers_question.graphql';
import { TEXT_ANSWERS_PAGE_SIZE } from '../questionnairesPageSize';

/** The free-text answers to one question (operators), newest first, a page at a time. */
export function QuestionTextAnswers({ question }: { question: QuestionTextAnswers_question$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    questionTextAnswersFragment,
    question,
  );
  const edges = data.textAnswers.edges;
  if (edges.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="questionnaires.results.noText" />
      </Text>
    );
  return (
    <Stack gap="xs">
      {edges.map(({ node }, index) => (
        <Stack
          key={index}
          gap={2}
          p="sm"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-default-hover)',
          }}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {node.text}
          </Text>
          <Text size="xs" c="dimmed">
            <FormattedDate value={node.answeredAt} dateStyle="medium" timeStyle="short" />
          </Text>
        </Stack>
      ))}
      {hasNext && (
        <Button
          variant="subtle"
          size="xs"
          loading={isLoadingNext}
          onClick={() => loadNext(TEXT_ANSWERS_PAGE_SIZE)}
          style={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage id="questionnaires.results.moreText" />
        </Button>
      )}
    </Stack>
  );
}

const questionTextAnswersFragment = graphql`
  fragment QuestionTextAnswers_question on QuestionnaireQuestion
  @refetchable(queryName: "QuestionTextAnswersPaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    textAnswers(first: $count, after: $cursor) @connection(key: "QuestionTextAnswers_textAnswers") {
      edges {
        node {
          text
          answeredAt
        }
      }
    }
  }
`;
