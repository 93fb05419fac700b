import { Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { MembershipPlansPageQuery } from '../../__generated__/MembershipPlansPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { MembershipPlanList } from './components/MembershipPlanList';

/** /store/membership: the garden's membership plans, and subscribing to one. */
export function MembershipPlansPage() {
  return <MembershipPlansView queryRef={usePageQueryRef<MembershipPlansPageQuery>()} />;
}

export function MembershipPlansView({
  queryRef,
}: {
  queryRef: PreloadedQuery<MembershipPlansPageQuery>;
}) {
  const intl = useIntl();
  const { community, viewer } = usePreloadedQuery<MembershipPlansPageQuery>(
    plansPageQuery,
    queryRef,
  );
  const title = intl.formatMessage({ id: 'subscriptions.plans.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="subscriptions.plans.lead" />
        </Text>
        <MembershipPlanList community={community} viewer={viewer} />
      </Stack>
    </Container>
  );
}

const plansPageQuery = graphql`
  query MembershipPlansPageQuery($count: Int!) {
    community {
      ...MembershipPlanList_community @arguments(count: $count)
    }
    viewer {
      ...MembershipPlanList_viewer
    }
  }
`;
