import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DrawPanel_machine$key } from '../../../__generated__/DrawPanel_machine.graphql';
import type { DrawResultsModal_draw$key } from '../../../__generated__/DrawResultsModal_draw.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import {
  useDrawTreasureMachineMutation,
  type DrawRequest,
} from '../useDrawTreasureMachineMutation';
import { DrawResultsModal } from './DrawResultsModal';

interface DrawOption extends DrawRequest {
  key: string;
  label: string;
  cost: string;
  highlight?: boolean;
}

/**
 * How to draw: single and ten-draw for coins, tickets, and the machine's special offers,
 * each confirmed with its cost first; the fan's pity counter and balances above them.
 */
export function DrawPanel({ machine }: { machine: DrawPanel_machine$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DrawPanel_machine on TreasureMachine {
        id
        status
        lotteryKind
        singleCoinPrice
        tenCoinPrice
        paidCoinsOnly
        ticketPrice
        boxRemaining
        pointsPerPaidPull
        pity {
          threshold
          rank {
            name
          }
        }
        offers {
          id
          pulls
          coinPrice
          label
          viewerRemaining
        }
        viewerState {
          pityCount
          pullsToPity
          points
          ticketBalance
        }
      }
    `,
    machine,
  );
  const requireMember = useRequireMember();
  const [draw, inFlight] = useDrawTreasureMachineMutation();
  const [pending, setPending] = useState<DrawOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<DrawResultsModal_draw$key | null>(null);
  const open = data.status === 'OPEN';
  const coins = (value: number) =>
    intl.formatMessage({ id: 'draws.price.coins' }, { coins: intl.formatNumber(value) });
  const tickets = (value: number) =>
    intl.formatMessage({ id: 'draws.price.tickets' }, { tickets: value });

  const options: DrawOption[] = [];
  for (const offer of data.offers) {
    if (offer.viewerRemaining > 0)
      options.push({
        key: offer.id,
        machineId: data.id,
        pulls: offer.pulls === 10 ? 10 : 1,
        payment: 'COINS',
        offerId: offer.id,
        label: offer.label,
        cost: coins(offer.coinPrice),
        highlight: true,
      });
  }
  if (data.singleCoinPrice != null)
    options.push({
      key: 'coins-1',
      machineId: data.id,
      pulls: 1,
      payment: 'COINS',
      label: intl.formatMessage({ id: 'draws.draw.single' }),
      cost: coins(data.singleCoinPrice),
    });
  if (data.tenCoinPrice != null)
    options.push({
      key: 'coins-10',
      machineId: data.id,
      pulls: 10,
      payment: 'COINS',
      label: intl.formatMessage({ id: 'draws.draw.ten' }),
      cost: coins(data.tenCoinPrice),
    });
  if (data.ticketPrice != null)
    options.push({
      key: 'tickets-1',
      machineId: data.id,
      pulls: 1,
      payment: 'TICKETS',
      label: intl.formatMessage({ id: 'draws.draw.singleTicket' }),
      cost: tickets(data.ticketPrice),
    });

  const confirm = () => {
    if (!pending) return;
    const request = pending;
    setPending(null);
    setError(null);
    draw(request, (outcome) => {
      if (!outcome) return setError(intl.formatMessage({ id: 'draws.draw.failed' }));
      if (outcome.__typename === 'DrawTreasureMachinePayload')
        return setResult(outcome.draw ?? null);
      setError(
        'message' in outcome && typeof outcome.message === 'string'
          ? outcome.message
          : intl.formatMessage({ id: 'draws.draw.failed' }),
      );
    });
  };

  const state = data.viewerState;
  return (
    <Paper
      radius="lg"
      shadow="sm"
      withBorder
      p="md"
      component="section"
      aria-labelledby="draw-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="draw-title">
          <FormattedMessage id="draws.draw.title" />
        </Title>
        {data.pity && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" fw={700}>
                <FormattedMessage
                  id="draws.pity.toGo"
                  values={{
                    pulls: state?.pullsToPity ?? data.pity.threshold,
                    rank: data.pity.rank.name,
                  }}
                />
              </Text>
              <Text size="xs" c="dimmed">
                {state?.pityCount ?? 0} / {data.pity.threshold}
              </Text>
            </Group>
            <Progress
              value={((state?.pityCount ?? 0) / data.pity.threshold) * 100}
              color="gold"
              radius="xl"
              aria-label={intl.formatMessage({ id: 'draws.pity.meter' })}
            />
          </Stack>
        )}
        {data.lotteryKind === 'STOCK' && (
          <Text size="sm" fw={700}>
            <FormattedMessage id="draws.box.left" values={{ remaining: data.boxRemaining }} />
          </Text>
        )}
        {state && (
          <Group gap="xs">
            <Badge variant="light" color="plum" size="lg">
              <FormattedMessage
                id="draws.balance.tickets"
                values={{ tickets: state.ticketBalance }}
              />
            </Badge>
            <Badge variant="light" color="gold" size="lg">
              <FormattedMessage id="draws.balance.points" values={{ points: state.points }} />
            </Badge>
          </Group>
        )}
        {!open && (
          <Alert color={data.status === 'MAINTENANCE' ? 'gold' : 'plum'} radius="md">
            {data.status === 'MAINTENANCE' ? (
              <FormattedMessage id="draws.draw.maintenance" />
            ) : (
              <FormattedMessage id="draws.draw.notOpen" />
            )}
          </Alert>
        )}
        <Stack gap="xs">
          {options.map((option) => (
            <Button
              key={option.key}
              size="md"
              radius="xl"
              fullWidth
              variant={option.highlight ? 'gradient' : option.pulls === 10 ? 'filled' : 'light'}
              gradient={{ from: 'crimson.7', to: 'gold.6', deg: 120 }}
              disabled={!open || inFlight}
              onClick={() => {
                if (!requireMember()) return;
                setPending(option);
              }}
              justify="space-between"
              rightSection={<Text size="sm">{option.cost}</Text>}
            >
              {option.label}
            </Button>
          ))}
        </Stack>
        {data.pointsPerPaidPull > 0 && (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="draws.points.earn" values={{ points: data.pointsPerPaidPull }} />
          </Text>
        )}
        {data.paidCoinsOnly && (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="draws.price.paidOnly" />
          </Text>
        )}
        {error && (
          <Alert color="red" radius="md" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={intl.formatMessage({ id: 'draws.confirm.title' })}
        centered
        radius="lg"
      >
        {pending && (
          <Stack gap="md">
            <Text>
              <FormattedMessage
                id="draws.confirm.body"
                values={{ label: pending.label, cost: pending.cost }}
              />
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                <FormattedMessage id="common.confirm.cancel" />
              </Button>
              <Button onClick={confirm}>
                <FormattedMessage id="draws.confirm.draw" />
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {inFlight && <DrawingOverlay />}
      {result && <DrawResultsModal draw={result} onClose={() => setResult(null)} />}
    </Paper>
  );
}

function DrawingOverlay() {
  return (
    <Modal opened onClose={() => {}} withCloseButton={false} centered radius="lg">
      <Stack align="center" py="lg" role="status">
        <Loader color="gold" type="dots" />
        <Text fw={700}>
          <FormattedMessage id="draws.draw.drawing" />
        </Text>
      </Stack>
    </Modal>
  );
}
