import { Anchor, Button, Container, Grid, Group, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TreasureMachinePageQuery } from '../../__generated__/TreasureMachinePageQuery.graphql';
import { EmptyState } from '../shell/EmptyState';
import { DrawPanel } from './components/DrawPanel';
import { FairnessPanel } from './components/FairnessPanel';
import { MachineHero } from './components/MachineHero';
import { OddsTable } from './components/OddsTable';
import { historyPath, redeemPath } from './drawsRoutes';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /probability-treasure-machine/:machineId. The route's loader has started the query. */
export function TreasureMachinePage() {
  return <TreasureMachineView queryRef={usePageQueryRef<TreasureMachinePageQuery>()} />;
}

/** A machine: what it is, how to draw (with pity and offers), its exact odds and its proof. */
export function TreasureMachineView({
  queryRef,
}: {
  queryRef: PreloadedQuery<TreasureMachinePageQuery>;
}) {
  const { node } = usePreloadedQuery<TreasureMachinePageQuery>(treasureMachinePageQuery, queryRef);
  const machine = node?.machine;
  useNotFoundStatus(!machine);
  if (!machine) {
    return (
      <Container size="sm" py="md">
        <EmptyState
          headingOrder={1}
          title={<FormattedMessage id="draws.machine.notFound" />}
          action={
            <Button component={Link} to="/probability-treasure-machine" variant="light">
              <FormattedMessage id="draws.machine.backToList" />
            </Button>
          }
        />
      </Container>
    );
  }
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Anchor component={Link} to="/probability-treasure-machine" size="sm">
            <FormattedMessage id="draws.machine.backToList" />
          </Anchor>
          <Group gap="md">
            <Anchor component={Link} to={redeemPath(machine.id)} size="sm">
              <FormattedMessage id="draws.redeem.link" />
            </Anchor>
            <Anchor component={Link} to={historyPath} size="sm">
              <FormattedMessage id="draws.history.link" />
            </Anchor>
          </Group>
        </Group>
        {/* Phones: what it is, then how to draw, then the odds and the proof. */}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 1 }}>
            <MachineHero machine={machine} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 2 }}>
            <DrawPanel machine={machine} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 3, md: 3 }}>
            <OddsTable machine={machine} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 4, md: 4 }}>
            <FairnessPanel machine={machine} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

const treasureMachinePageQuery = graphql`
  query TreasureMachinePageQuery($machineId: ID!) {
    node(id: $machineId) {
      ... on TreasureMachine @alias(as: "machine") {
        id
        ...MachineHero_machine
        ...DrawPanel_machine
        ...OddsTable_machine
        ...FairnessPanel_machine
      }
    }
  }
`;
