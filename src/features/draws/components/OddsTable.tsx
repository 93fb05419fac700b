import { Badge, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OddsTable_machine$key } from '../../../__generated__/OddsTable_machine.graphql';

/**
 * The published odds: every rank and every prize with its exact probability (3 significant
 * figures, from the weights the draw uses), and the viewer's expected pulls and coins to
 * get each prize, from the odds and their pity counter.
 */
export function OddsTable({ machine }: { machine: OddsTable_machine$key }) {
  const data = useFragment(
    graphql`
      fragment OddsTable_machine on TreasureMachine {
        lotteryKind
        pity {
          threshold
          rank {
            name
          }
        }
        ranks {
          id
          code
          name
          probabilityText
          prizes {
            id
            name
            imageUrl
            probabilityText
            remaining
            stock
            viewerExpectedPulls
            viewerExpectedCoins
            viewerOwnedCount
          }
        }
      }
    `,
    machine,
  );
  return (
    <Paper
      radius="lg"
      shadow="xs"
      withBorder
      p="md"
      component="section"
      aria-labelledby="odds-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="odds-title">
            <FormattedMessage id="draws.odds.title" />
          </Title>
          <Text size="xs" c="dimmed">
            {data.lotteryKind === 'STOCK' ? (
              <FormattedMessage id="draws.odds.boxNote" />
            ) : (
              <FormattedMessage id="draws.odds.note" />
            )}
            {data.pity && (
              <>
                {' '}
                <FormattedMessage
                  id="draws.odds.pityNote"
                  values={{ threshold: data.pity.threshold, rank: data.pity.rank.name }}
                />
              </>
            )}
          </Text>
        </div>
        {data.ranks.map((rank) => (
          <Stack key={rank.id} gap={4}>
            <Group justify="space-between">
              <Group gap={6}>
                <Badge color="crimson" variant="filled" radius="sm">
                  {rank.code}
                </Badge>
                <Text fw={700}>{rank.name}</Text>
              </Group>
              <Text fw={700} ff="monospace">
                {rank.probabilityText}
              </Text>
            </Group>
            <Table verticalSpacing={4} fz="sm" layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <FormattedMessage id="draws.odds.prize" />
                  </Table.Th>
                  <Table.Th ta="right" w={68}>
                    <FormattedMessage id="draws.odds.probability" />
                  </Table.Th>
                  <Table.Th ta="right" w={104}>
                    <FormattedMessage id="draws.odds.expected" />
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rank.prizes.map((prize) => (
                  <Table.Tr key={prize.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Image src={prize.imageUrl} alt="" w={32} h={42} radius="sm" />
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm">{prize.name}</Text>
                          {prize.stock != null && (
                            <Text size="xs" c="dimmed">
                              <FormattedMessage
                                id="draws.odds.left"
                                values={{ remaining: prize.remaining ?? 0, stock: prize.stock }}
                              />
                            </Text>
                          )}
                          {prize.viewerOwnedCount > 0 && (
                            <Text size="xs" c="gold.8">
                              <FormattedMessage
                                id="draws.odds.owned"
                                values={{ count: prize.viewerOwnedCount }}
                              />
                            </Text>
                          )}
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {prize.probabilityText}
                    </Table.Td>
                    <Table.Td ta="right">
                      {prize.viewerExpectedPulls == null ? (
                        '—'
                      ) : (
                        <Stack gap={0} align="flex-end">
                          <Text size="sm">
                            <FormattedMessage
                              id="draws.odds.expectedPulls"
                              values={{
                                pulls: (
                                  <FormattedNumber
                                    value={prize.viewerExpectedPulls}
                                    maximumFractionDigits={1}
                                  />
                                ),
                              }}
                            />
                          </Text>
                          {prize.viewerExpectedCoins != null && (
                            <Text size="xs" c="dimmed">
                              <FormattedMessage
                                id="draws.odds.expectedCoins"
                                values={{
                                  coins: <FormattedNumber value={prize.viewerExpectedCoins} />,
                                }}
                              />
                            </Text>
                          )}
                        </Stack>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
