import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { SupportPageQuery } from '../../__generated__/SupportPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { MyReportList } from './components/report/MyReportList';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /support. The route's loader has started the query. */
export function SupportPage() {
  return <SupportView queryRef={usePageQueryRef<SupportPageQuery>()} />;
}

/** How to reach the garden's team, and the reports the fan made with where each stands. */
export function SupportView({ queryRef }: { queryRef: PreloadedQuery<SupportPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<SupportPageQuery>(supportPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'chat.support.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <FormattedMessage id="chat.support.lead" />
          </Text>
        </div>
        {(viewer.user?.role === 'MODERATOR' || viewer.user?.role === 'OPERATOR') && (
          <Button component={Link} to="/moderation/reports" variant="light" radius="xl">
            <FormattedMessage id="chat.support.moderationLink" />
          </Button>
        )}
        <Stack gap="xs">
          <Title order={2} size="h4">
            <FormattedMessage id="chat.support.reportsTitle" />
          </Title>
          <MyReportList viewer={viewer} />
        </Stack>
      </Stack>
    </Container>
  );
}

const supportPageQuery = graphql`
  query SupportPageQuery {
    viewer {
      user {
        role
      }
      ...MyReportList_viewer
    }
  }
`;
