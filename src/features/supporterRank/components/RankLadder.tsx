import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RankLadder_season$key } from '../../../__generated__/RankLadder_season.graphql';
import { RewardList } from '../../engagement/components/RewardList';
import { rankStyle } from '../rankStyle';

/** The season's ranks from the top down: the points each needs and its season-end rewards. */
export function RankLadder({ season }: { season: RankLadder_season$key }) {
  const data = useFragment(rankLadderFragment, season);
  const held = data.viewerStanding.rank?.key ?? null;
  const ranks = data.ranks.map((rank, index) => ({ rank, index })).reverse();
  return (
    <Stack gap="sm" component="section" aria-labelledby="rank-ladder-title">
      <Title order={2} size="h3" id="rank-ladder-title">
        <FormattedMessage id="supporterRank.ranks" />
      </Title>
      <Text size="sm" c="dimmed">
        {data.rewardsGranted ? (
          <FormattedMessage id="supporterRank.rewardsGranted" />
        ) : (
          <FormattedMessage id="supporterRank.rewardsNote" />
        )}
      </Text>
      {ranks.map(({ rank, index }) => {
        const style = rankStyle(index);
        const reached = data.viewerStanding.points >= rank.threshold;
        return (
          <Paper
            key={rank.key}
            radius="lg"
            p="md"
            withBorder
            data-testid="rank-tier"
            data-held={rank.key === held || undefined}
            style={
              rank.key === held
                ? { borderColor: `var(--mantine-color-${style.color}-5)`, borderWidth: 2 }
                : undefined
            }
          >
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon
                size={44}
                radius="xl"
                variant="light"
                color={reached ? style.color : 'gray'}
                aria-hidden
              >
                <Text
                  fz={24}
                  style={{
                    filter: reached ? undefined : 'grayscale(1)',
                    opacity: reached ? 1 : 0.6,
                  }}
                >
                  {style.glyph}
                </Text>
              </ThemeIcon>
              <Stack gap={6} style={{ flex: 1 }}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={800}>
                    {rank.name}
                    {rank.key === held && (
                      <Text span size="xs" c="crimson" fw={800} ml={8}>
                        <FormattedMessage id="supporterRank.current" />
                      </Text>
                    )}
                  </Text>
                  <Text size="sm" fw={700} c="dimmed">
                    <FormattedMessage
                      id="supporterRank.points"
                      values={{ points: rank.threshold }}
                    />
                  </Text>
                </Group>
                <RewardList rewards={rank.rewards} />
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

const rankLadderFragment = graphql`
  fragment RankLadder_season on SupporterSeason {
    rewardsGranted
    ranks {
      key
      name
      threshold
      rewards {
        ...RewardList_rewards
      }
    }
    viewerStanding {
      points
      rank {
        key
      }
    }
  }
`;
