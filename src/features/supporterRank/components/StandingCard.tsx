import { Badge, Group, Paper, Progress, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { StandingCard_season$key } from '../../../__generated__/StandingCard_season.graphql';
import { rankStyle } from '../rankStyle';
import { useSetSupporterLeaderboardVisibilityMutation } from '../useSetSupporterLeaderboardVisibilityMutation';

/**
 * The fan's rank medal, points and progress to the next rank, their place on the leaderboard,
 * and the switch to appear there anonymously.
 */
export function StandingCard({
  season,
  signedIn,
}: {
  season: StandingCard_season$key;
  signedIn: boolean;
}) {
  const intl = useIntl();
  const data = useFragment(standingCardFragment, season);
  const standing = data.viewerStanding;
  const [setHidden, saving] = useSetSupporterLeaderboardVisibilityMutation();
  const rankIndex = standing.rank
    ? data.ranks.findIndex((rank) => rank.key === standing.rank?.key)
    : -1;
  const style = rankStyle(rankIndex);
  return (
    <Paper radius="lg" shadow="sm" p="lg" withBorder data-testid="standing-card">
      <Stack gap="md">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon
            size={64}
            radius="xl"
            variant={standing.rank ? 'light' : 'default'}
            color={style.color}
            aria-hidden
          >
            <Text fz={34}>{standing.rank ? style.glyph : '🌱'}</Text>
          </ThemeIcon>
          <Stack gap={0} style={{ flex: 1 }}>
            <Text size="xs" c="dimmed" fw={600}>
              <FormattedMessage id="supporterRank.yourRank" />
            </Text>
            <Text fw={800} fz="xl" lh={1.25} data-testid="viewer-rank">
              {standing.rank ? standing.rank.name : <FormattedMessage id="supporterRank.noRank" />}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fw={900} fz={30} c="crimson" lh={1.1} data-testid="viewer-points">
              {intl.formatNumber(standing.points)}
            </Text>
            <Text size="xs" c="dimmed" fw={600}>
              <FormattedMessage id="supporterRank.pointsUnit" />
            </Text>
          </Stack>
        </Group>
        <Stack gap={6}>
          <Progress
            value={Math.round(standing.progress * 100)}
            size="lg"
            radius="xl"
            color={rankStyle(rankIndex + 1).color}
            striped
            animated={standing.nextRank !== null && signedIn}
            aria-label={intl.formatMessage({ id: 'supporterRank.progressLabel' })}
          />
          <Text size="sm" fw={600} data-testid="next-rank">
            {standing.nextRank ? (
              <FormattedMessage
                id="supporterRank.toNextRank"
                values={{ points: standing.pointsToNextRank ?? 0, rank: standing.nextRank.name }}
              />
            ) : (
              <FormattedMessage id="supporterRank.topRank" />
            )}
          </Text>
        </Stack>
        <Group justify="space-between" wrap="wrap" gap="xs">
          {standing.position ? (
            <Badge
              size="lg"
              radius="sm"
              variant="light"
              color="grape"
              tt="none"
              data-testid="viewer-position"
            >
              <FormattedMessage
                id="supporterRank.position"
                values={{ position: standing.position, count: data.supporterCount }}
              />
            </Badge>
          ) : (
            <Text size="sm" c="dimmed" data-testid="viewer-position">
              <FormattedMessage id="supporterRank.noPosition" />
            </Text>
          )}
          {signedIn && (
            <Switch
              checked={standing.hiddenFromLeaderboard}
              disabled={saving}
              color="crimson"
              label={intl.formatMessage({ id: 'supporterRank.hideName' })}
              description={intl.formatMessage({ id: 'supporterRank.hideNameHint' })}
              onChange={(event) =>
                setHidden(data.id, event.currentTarget.checked, (message) =>
                  notifications.show({
                    color: 'red',
                    message: message ?? intl.formatMessage({ id: 'supporterRank.failed' }),
                  }),
                )
              }
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

const standingCardFragment = graphql`
  fragment StandingCard_season on SupporterSeason {
    id
    supporterCount
    ranks {
      key
    }
    viewerStanding {
      id
      points
      position
      progress
      pointsToNextRank
      hiddenFromLeaderboard
      rank {
        key
        name
      }
      nextRank {
        key
        name
      }
    }
  }
`;
