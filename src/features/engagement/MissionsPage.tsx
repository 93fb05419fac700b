import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MissionsPageQuery } from '../../__generated__/MissionsPageQuery.graphql';
import { useRequireMember } from '../auth/useRequireMember';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { CoinBalanceChip } from './components/CoinBalanceChip';
import { MissionList } from './components/MissionList';
import { useClaimAllMissionRewardsMutation } from './useClaimAllMissionRewardsMutation';
import { useRecordDailyVisit } from './useRecordDailyVisit';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /missions. The route's loader has already started the query. */
export function MissionsPage() {
  return <MissionsView queryRef={usePageQueryRef<MissionsPageQuery>()} />;
}

/** The fan's missions: progress bars that fill as they take part, and rewards to take. */
export function MissionsView({ queryRef }: { queryRef: PreloadedQuery<MissionsPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<MissionsPageQuery>(missionsPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'engagement.missions.title' });
  usePageMetadata(title);
  useRecordDailyVisit(data.viewer.joinedCommunity != null);
  const [claimAll, claiming] = useClaimAllMissionRewardsMutation();
  const requireMember = useRequireMember();
  const onClaimAll = () => {
    if (!requireMember()) return;
    claimAll((claimed, message) =>
      notifications.show(
        claimed === null
          ? { color: 'red', message: message ?? intl.formatMessage({ id: 'engagement.failed' }) }
          : {
              color: 'gold',
              message: intl.formatMessage(
                { id: 'engagement.missions.claimedAll' },
                { count: claimed },
              ),
            },
      ),
    );
  };
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              <FormattedMessage id="engagement.missions.description" />
            </Text>
          </div>
          <Button color="gold" autoContrast radius="xl" loading={claiming} onClick={onClaimAll}>
            <FormattedMessage id="engagement.missions.claimAll" />
          </Button>
        </Group>
        <Group justify="space-between">
          <CoinBalanceChip viewer={data.viewer} />
          <Group gap="md">
            <Anchor component={Link} to="/supporter-rank/current" fw={600}>
              <FormattedMessage id="engagement.missions.toSupporterRank" />
            </Anchor>
            <Anchor component={Link} to="/step-mission" fw={600}>
              <FormattedMessage id="engagement.missions.toStepMission" />
            </Anchor>
          </Group>
        </Group>
        <MissionList query={data} />
      </Stack>
    </Container>
  );
}

const missionsPageQuery = graphql`
  query MissionsPageQuery($first: Int!) {
    viewer {
      joinedCommunity {
        __typename
      }
      ...CoinBalanceChip_viewer
    }
    ...MissionList_query @arguments(first: $first)
  }
`;
