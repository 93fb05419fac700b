import { AspectRatio, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MachineHero_machine$key } from '../../../__generated__/MachineHero_machine.graphql';
import { MachineStatusBadge } from './MachineStatusBadge';

/** The machine's key visual, name, period and what happens to tickets when it ends. */
export function MachineHero({ machine }: { machine: MachineHero_machine$key }) {
  const data = useFragment(
    graphql`
      fragment MachineHero_machine on TreasureMachine {
        name
        description
        imageUrl
        status
        opensAt
        closesAt
        ticketPrice
      }
    `,
    machine,
  );
  return (
    <Paper radius="lg" shadow="sm" withBorder style={{ overflow: 'hidden' }}>
      <AspectRatio ratio={16 / 9}>
        <Image src={data.imageUrl} alt="" />
      </AspectRatio>
      <Stack gap="xs" p="md">
        <Group gap={6}>
          <MachineStatusBadge status={data.status} />
        </Group>
        <Title order={1} size="h2">
          {data.name}
        </Title>
        <Text size="sm">{data.description}</Text>
        <Text size="xs" c="dimmed">
          <FormattedMessage
            id="draws.machine.period"
            values={{
              opens: <FormattedDate value={data.opensAt} dateStyle="medium" timeStyle="short" />,
              closes: data.closesAt ? (
                <FormattedDate value={data.closesAt} dateStyle="medium" timeStyle="short" />
              ) : (
                '—'
              ),
            }}
          />
        </Text>
        {data.ticketPrice != null && (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="draws.machine.ticketsAfterEnd" />
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
