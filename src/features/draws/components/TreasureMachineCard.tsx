import { AspectRatio, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TreasureMachineCard_machine$key } from '../../../__generated__/TreasureMachineCard_machine.graphql';
import { machinePath } from '../drawsRoutes';
import { MachineStatusBadge } from './MachineStatusBadge';

/** A machine in the list: its key visual, status, price and when it ends. */
export function TreasureMachineCard({ machine }: { machine: TreasureMachineCard_machine$key }) {
  const data = useFragment(
    graphql`
      fragment TreasureMachineCard_machine on TreasureMachine {
        id
        name
        imageUrl
        lotteryKind
        status
        closesAt
        singleCoinPrice
        ticketPrice
        boxSize
        boxRemaining
        pity {
          threshold
          rank {
            name
          }
        }
      }
    `,
    machine,
  );
  return (
    <Card
      component={Link}
      to={machinePath(data.id)}
      radius="lg"
      shadow="sm"
      padding="md"
      withBorder
      aria-label={data.name}
    >
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <Image src={data.imageUrl} alt="" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap={6}>
          <MachineStatusBadge status={data.status} />
          <Badge variant="light" color="plum">
            {data.lotteryKind === 'STOCK' ? (
              <FormattedMessage id="draws.kind.stock" />
            ) : (
              <FormattedMessage id="draws.kind.probability" />
            )}
          </Badge>
          {data.pity && (
            <Badge variant="light" color="gold">
              <FormattedMessage
                id="draws.pity.badge"
                values={{ threshold: data.pity.threshold, rank: data.pity.rank.name }}
              />
            </Badge>
          )}
        </Group>
        <Text fw={700} size="lg" lineClamp={2}>
          {data.name}
        </Text>
        <Group gap="md" c="dimmed">
          {data.singleCoinPrice != null && (
            <Text size="sm">
              <FormattedMessage
                id="draws.price.coinsPerPull"
                values={{ coins: <FormattedNumber value={data.singleCoinPrice} /> }}
              />
            </Text>
          )}
          {data.ticketPrice != null && (
            <Text size="sm">
              <FormattedMessage
                id="draws.price.ticketsPerPull"
                values={{ tickets: data.ticketPrice }}
              />
            </Text>
          )}
          {data.lotteryKind === 'STOCK' && (
            <Text size="sm">
              <FormattedMessage
                id="draws.box.remaining"
                values={{ remaining: data.boxRemaining, size: data.boxSize }}
              />
            </Text>
          )}
        </Group>
        {data.closesAt && (
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="draws.closesAt"
              values={{
                date: <FormattedDate value={data.closesAt} dateStyle="medium" timeStyle="short" />,
              }}
            />
          </Text>
        )}
      </Stack>
    </Card>
  );
}
