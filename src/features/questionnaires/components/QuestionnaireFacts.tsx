import { Badge, Group, Text } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { QuestionnaireFacts_questionnaire$key } from '../../../__generated__/QuestionnaireFacts_questionnaire.graphql';

/** Where a questionnaire stands for the viewer, what it gives, and until when. */
export function QuestionnaireFacts({
  questionnaire,
}: {
  questionnaire: QuestionnaireFacts_questionnaire$key;
}) {
  const data = useFragment(questionnaireFactsFragment, questionnaire);
  const answered = data.viewerAnsweredAt != null;
  const status =
    data.status === 'SCHEDULED'
      ? { id: 'questionnaires.status.scheduled', color: 'gray' as string | undefined }
      : answered
        ? { id: 'questionnaires.status.answered', color: 'teal' }
        : data.status === 'OPEN'
          ? { id: 'questionnaires.status.open', color: undefined }
          : { id: 'questionnaires.status.closed', color: 'gray' };
  return (
    <Group gap="xs" wrap="wrap" data-testid="questionnaire-facts">
      <Badge
        color={status.color}
        variant={status.color === 'gray' ? 'light' : 'filled'}
        radius="sm"
      >
        <FormattedMessage id={status.id} />
      </Badge>
      {data.rewardCoins > 0 && (
        <Badge
          color="gold"
          variant="light"
          radius="sm"
          tt="none"
          leftSection={<span aria-hidden>🪙</span>}
        >
          <FormattedMessage id="questionnaires.reward" values={{ coins: data.rewardCoins }} />
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        {data.status === 'CLOSED' ? (
          <FormattedMessage
            id="questionnaires.closedAt"
            values={{
              date: (
                <time dateTime={String(data.closesAt)}>
                  <FormattedDate value={data.closesAt} dateStyle="medium" />
                </time>
              ),
            }}
          />
        ) : (
          <>
            <FormattedMessage id="questionnaires.deadline" />{' '}
            <time dateTime={String(data.closesAt)}>
              <FormattedDate
                value={data.closesAt}
                month="short"
                day="numeric"
                weekday="short"
                hour="2-digit"
                minute="2-digit"
              />
            </time>
          </>
        )}{' '}
        {/* The dot travels with the count, so a wrap never leaves it at a line's end. */}
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          <span aria-hidden>· </span>
          <FormattedMessage
            id="questionnaires.questionCount"
            values={{ count: data.questions.length }}
          />
        </Text>
      </Text>
    </Group>
  );
}

const questionnaireFactsFragment = graphql`
  fragment QuestionnaireFacts_questionnaire on Questionnaire {
    status
    rewardCoins
    closesAt
    viewerAnsweredAt
    questions {
      id
    }
  }
`;
