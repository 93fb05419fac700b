import { Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PrizeDrawPrizes_prizeDraw$key } from '../../../__generated__/PrizeDrawPrizes_prizeDraw.graphql';

/** The prizes of a draw: what, how many winners, and the value the legal limits count. */
export function PrizeDrawPrizes({ prizeDraw }: { prizeDraw: PrizeDrawPrizes_prizeDraw$key }) {
  const data = useFragment(
    graphql`
      fragment PrizeDrawPrizes_prizeDraw on PrizeDraw {
        prizes {
          id
          name
          description
          imageUrl
          kind
          winnerCount
          valueYen
        }
      }
    `,
    prizeDraw,
  );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.prizes.map((prize) => (
        <Paper component="li" key={prize.id} radius="lg" withBorder p="sm">
          <Group wrap="nowrap" align="flex-start">
            <Image src={prize.imageUrl} alt="" w={72} h={72} radius="md" fit="contain" />
            <Stack gap={4} style={{ flex: 1 }}>
              <Group gap="xs">
                <Text fw={700}>{prize.name}</Text>
                <Badge variant="light" radius="sm">
                  <FormattedMessage
                    id="draws.prizeDraw.winners"
                    values={{ count: prize.winnerCount }}
                  />
                </Badge>
              </Group>
              {prize.description && (
                <Text size="sm" c="dimmed">
                  {prize.description}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id={
                    prize.kind === 'REAL_GOODS'
                      ? 'draws.prizeDraw.kind.realGoods'
                      : 'draws.prizeDraw.kind.digital'
                  }
                />
                {' · '}
                <FormattedMessage
                  id="draws.prizeDraw.value"
                  values={{
                    value: (
                      <FormattedNumber value={prize.valueYen} style="currency" currency="JPY" />
                    ),
                  }}
                />
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
