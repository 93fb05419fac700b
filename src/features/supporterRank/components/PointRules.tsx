import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PointRules_season$key } from '../../../__generated__/PointRules_season.graphql';

/** How supporter points are earned this season: per activity, and by spending if it counts. */
export function PointRules({ season }: { season: PointRules_season$key }) {
  const data = useFragment(pointRulesFragment, season);
  return (
    <Stack gap="sm" component="section" aria-labelledby="point-rules-title">
      <Title order={2} size="h3" id="point-rules-title">
        <FormattedMessage id="supporterRank.howToEarn" />
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {data.pointRules.map((rule) => (
          <Paper key={rule.kind} radius="md" p="sm" withBorder>
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <Text size="sm" fw={600}>
                <FormattedMessage id={`supporterRank.kind.${rule.kind}`} />
              </Text>
              <Text size="sm" fw={800} c="crimson">
                +{rule.points}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="spending-rule">
        {data.countsSpending ? (
          <FormattedMessage
            id="supporterRank.spendingCounts"
            values={{ yen: data.yenPerSpendingPoint }}
          />
        ) : (
          <FormattedMessage id="supporterRank.spendingNotCounted" />
        )}
      </Text>
    </Stack>
  );
}

const pointRulesFragment = graphql`
  fragment PointRules_season on SupporterSeason {
    countsSpending
    yenPerSpendingPoint
    pointRules {
      kind
      points
    }
  }
`;
