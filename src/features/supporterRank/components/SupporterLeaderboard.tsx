import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SupporterLeaderboard_season$key } from '../../../__generated__/SupporterLeaderboard_season.graphql';
import type { SupporterLeaderboardPaginationQuery } from '../../../__generated__/SupporterLeaderboardPaginationQuery.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { LEADERBOARD_PAGE_SIZE } from '../leaderboardPageSize';

const MEDALS = ['🥇', '🥈', '🥉'];

/** The season's top 100: place, fan (or an anonymous supporter), rank and points. */
export function SupporterLeaderboard({ season }: { season: SupporterLeaderboard_season$key }) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    SupporterLeaderboardPaginationQuery,
    SupporterLeaderboard_season$key
  >(leaderboardFragment, season);
  const edges = data.leaderboard.edges;
  return (
    <Stack gap="sm" component="section" aria-labelledby="supporter-leaderboard-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="supporter-leaderboard-title">
          <FormattedMessage id="supporterRank.leaderboard" />
        </Title>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="supporterRank.leaderboardNote" />
        </Text>
      </Group>
      {edges.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="supporterRank.leaderboardEmpty" />}
          headingOrder={3}
        />
      ) : (
        <Paper radius="lg" withBorder p={0} style={{ overflow: 'hidden' }}>
          {edges.map(({ node }, index) => {
            const name =
              node.user?.displayName ?? intl.formatMessage({ id: 'supporterRank.anonymous' });
            return (
              <Group
                key={node.id}
                data-testid="leaderboard-entry"
                data-viewer={node.isViewer || undefined}
                wrap="nowrap"
                gap="sm"
                px="md"
                py="sm"
                style={{
                  borderTop:
                    index === 0 ? undefined : '1px solid var(--mantine-color-default-border)',
                  background: node.isViewer ? 'var(--mantine-color-crimson-light)' : undefined,
                }}
              >
                <Text
                  w={36}
                  ta="center"
                  fw={900}
                  fz={node.position <= 3 ? 22 : 'md'}
                  c="dimmed"
                  data-testid="entry-position"
                >
                  {node.position <= 3 ? (
                    <span
                      role="img"
                      aria-label={intl.formatMessage(
                        { id: 'supporterRank.place' },
                        { position: node.position },
                      )}
                    >
                      {MEDALS[node.position - 1]}
                    </span>
                  ) : (
                    node.position
                  )}
                </Text>
                <Avatar
                  src={node.user?.avatarUrl ?? null}
                  alt=""
                  radius="xl"
                  color={node.anonymous ? 'gray' : 'crimson'}
                >
                  {node.anonymous ? '?' : name.slice(0, 1)}
                </Avatar>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text
                    fw={700}
                    truncate
                    data-testid="entry-name"
                    c={node.anonymous ? 'dimmed' : undefined}
                  >
                    {name}
                    {node.isViewer && (
                      <Text span size="xs" c="crimson" fw={800} ml={6}>
                        <FormattedMessage id="supporterRank.you" />
                      </Text>
                    )}
                  </Text>
                  {node.rank && (
                    <Text size="xs" c="dimmed">
                      {node.rank.name}
                    </Text>
                  )}
                </Stack>
                <Badge
                  variant="light"
                  color="crimson"
                  radius="sm"
                  size="lg"
                  tt="none"
                  data-testid="entry-points"
                >
                  <FormattedMessage id="supporterRank.points" values={{ points: node.points }} />
                </Badge>
              </Group>
            );
          })}
        </Paper>
      )}
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(LEADERBOARD_PAGE_SIZE)}
        >
          <FormattedMessage id="supporterRank.more" />
        </Button>
      )}
    </Stack>
  );
}

const leaderboardFragment = graphql`
  fragment SupporterLeaderboard_season on SupporterSeason
  @refetchable(queryName: "SupporterLeaderboardPaginationQuery")
  @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }) {
    leaderboard(first: $first, after: $after) @connection(key: "SupporterLeaderboard_leaderboard") {
      edges {
        node {
          id
          position
          points
          anonymous
          isViewer
          rank {
            name
          }
          user {
            id
            displayName
            avatarUrl
          }
        }
      }
    }
  }
`;
