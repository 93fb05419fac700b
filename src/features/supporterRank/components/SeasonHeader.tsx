import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SeasonHeader_season$key } from '../../../__generated__/SeasonHeader_season.graphql';
import { useNow } from '../../../serverRendering/renderClock';

const DAY_MS = 24 * 60 * 60 * 1000;
const PHASE_COLORS = { UPCOMING: 'blue', OPEN: 'crimson', ENDED: 'gray' } as const;

/** The season's banner: its name, its days (Asia/Tokyo), how long is left and who takes part. */
export function SeasonHeader({ season }: { season: SeasonHeader_season$key }) {
  const data = useFragment(seasonHeaderFragment, season);
  const now = useNow();
  const phase = data.phase;
  const daysLeft = Math.max(
    0,
    Math.ceil((Date.parse(String(data.endsAt)) - now.getTime()) / DAY_MS),
  );
  const lastDay = new Date(Date.parse(String(data.endsAt)) - 1);
  return (
    <Paper
      radius="lg"
      p="lg"
      c="white"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-crimson-8) 0%, var(--mantine-color-grape-8) 55%, var(--mantine-color-dark-7) 100%)',
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Badge color={PHASE_COLORS[phase]} variant="white" radius="sm" data-testid="season-phase">
            <FormattedMessage id={`supporterRank.phase.${phase}`} />
          </Badge>
          {phase === 'OPEN' && (
            <Text fw={800} size="sm" data-testid="season-days-left">
              <FormattedMessage id="supporterRank.daysLeft" values={{ days: daysLeft }} />
            </Text>
          )}
        </Group>
        <Title order={1} size="h2" c="white">
          {data.title}
        </Title>
        <Text size="sm" c="rgba(255,255,255,0.85)">
          <time dateTime={String(data.startsAt)}>
            <FormattedDate value={String(data.startsAt)} timeZone="Asia/Tokyo" dateStyle="medium" />
          </time>
          {' – '}
          <time dateTime={lastDay.toISOString()}>
            <FormattedDate value={lastDay} timeZone="Asia/Tokyo" dateStyle="medium" />
          </time>
          {' · '}
          <FormattedMessage id="supporterRank.supporters" values={{ count: data.supporterCount }} />
        </Text>
        <Text size="sm" c="rgba(255,255,255,0.9)">
          {data.description}
        </Text>
      </Stack>
    </Paper>
  );
}

const seasonHeaderFragment = graphql`
  fragment SeasonHeader_season on SupporterSeason {
    title
    description
    phase
    startsAt
    endsAt
    supporterCount
  }
`;
