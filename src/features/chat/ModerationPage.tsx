import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ModerationPageQuery } from '../../__generated__/ModerationPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { ReportQueue } from './components/moderation/ReportQueue';

/** /moderation/reports. The route's loader has started the query. */
export function ModerationPage() {
  return <ModerationView queryRef={usePageQueryRef<ModerationPageQuery>()} />;
}

/**
 * The garden's moderators and operators review the fans' reports here. Anyone else (a
 * fan, a visitor) is told the page is for moderators: the server refuses them the queue.
 */
export function ModerationView({ queryRef }: { queryRef: PreloadedQuery<ModerationPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<ModerationPageQuery>(moderationPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'chat.moderation.title' });
  usePageMetadata(title);
  const refusal = data.chatReportQueue.__typename !== 'ChatReportQueue';
  if (refusal) {
    return (
      <Container size="sm" py="md">
        <EmptyState
          headingOrder={1}
          title={<FormattedMessage id="chat.moderation.forbidden.title" />}
          description={data.chatReportQueue.message}
        />
      </Container>
    );
  }
  const role = data.viewer.user?.role;
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <div>
          <Group gap="xs">
            <Title order={1} size="h2">
              {title}
            </Title>
            {role && (
              <Badge variant="light" radius="sm">
                <FormattedMessage
                  id={`chat.moderation.role.${role === 'OPERATOR' ? 'operator' : 'moderator'}`}
                />
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            <FormattedMessage id="chat.moderation.lead" />
          </Text>
        </div>
        <ReportQueue query={data} canBlock={role === 'OPERATOR'} />
      </Stack>
    </Container>
  );
}

// The route table imports the compiled artifact of this query, not this module.
const moderationPageQuery = graphql`
  query ModerationPageQuery($count: Int!) {
    viewer {
      user {
        role
      }
    }
    chatReportQueue {
      __typename
      ... on Error {
        message
      }
    }
    # $count = REPORT_QUEUE_PAGE_SIZE (components/moderation/reportQueuePageSize.ts).
    ...ReportQueue_query @arguments(status: OPEN, count: $count)
  }
`;
