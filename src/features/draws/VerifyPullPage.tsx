import {
  Alert,
  Anchor,
  Button,
  Code,
  Container,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { verifyPull, type Verdict } from '../../../common/draws/verifyPull';
import type { VerifyPullPageQuery } from '../../__generated__/VerifyPullPageQuery.graphql';
import { EmptyState } from '../shell/EmptyState';
import { historyPath } from './drawsRoutes';
import { proofOfPull } from './proofOfPull';
import { webFairnessCrypto } from './webFairnessCrypto';
import { usePageQueryRef } from '../../routing/routeQueries';

const rowLabels = defineMessages({
  machine: { id: 'draws.verify.machine' },
  prize: { id: 'draws.verify.prize' },
  commitment: { id: 'draws.verify.commitment' },
  serverSeed: { id: 'draws.verify.serverSeed' },
  clientSeed: { id: 'draws.verify.clientSeed' },
  nonce: { id: 'draws.verify.nonce' },
  boxPosition: { id: 'draws.verify.boxPosition' },
  pityBefore: { id: 'draws.verify.pityBefore' },
});

/** /probability-treasure-machine/pulls/:pullId/verify. */
export function VerifyPullPage() {
  return <VerifyPullView queryRef={usePageQueryRef<VerifyPullPageQuery>()} />;
}

/**
 * Verifies one of the fan's pulls in the browser (WebCrypto): SHA-256 of the revealed seed
 * equals the commitment published before the draw, and HMAC(seed, "clientSeed:nonce")
 * gives the prize the fan got. The same proof downloads for the command-line script.
 */
export function VerifyPullView({ queryRef }: { queryRef: PreloadedQuery<VerifyPullPageQuery> }) {
  const { node } = usePreloadedQuery<VerifyPullPageQuery>(verifyPullPageQuery, queryRef);
  const pull = node?.pull;
  const proof = useMemo(() => {
    if (!pull) return null;
    const machine = pull.draw.machine;
    const names = new Map(
      machine.ranks.flatMap((rank) => rank.prizes.map((prize) => [prize.id, prize.name])),
    );
    return proofOfPull(machine, { ...pull, prizeId: pull.prize.id }, (id) => names.get(id) ?? '');
  }, [pull]);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  useEffect(() => {
    if (!proof) return;
    let current = true;
    void verifyPull(webFairnessCrypto, proof.table, proof.pity, proof).then((result) => {
      if (current) setVerdict(result);
    });
    return () => {
      current = false;
    };
  }, [proof]);

  if (!pull) {
    return (
      <Container size="sm" py="md">
        <EmptyState headingOrder={1} title={<FormattedMessage id="draws.verify.notFound" />} />
      </Container>
    );
  }
  const download = () => {
    const blob = new Blob([JSON.stringify(proof, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `treasure-pull-proof-${pull.nonce}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const rows: [keyof typeof rowLabels, string | number][] = [
    ['machine', pull.draw.machine.name],
    ['prize', `${pull.prize.rankCode} ${pull.prize.name}`],
    ['commitment', pull.seed.commitment],
    ['serverSeed', pull.seed.serverSeed ?? '—'],
    ['clientSeed', pull.clientSeed],
    ['nonce', pull.nonce],
    pull.boxPosition != null
      ? ['boxPosition', pull.boxPosition + 1]
      : ['pityBefore', pull.pityCountBefore],
  ];
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={historyPath} size="sm">
          <FormattedMessage id="draws.history.back" />
        </Anchor>
        <Title order={1} size="h2">
          <FormattedMessage id="draws.verify.title" />
        </Title>
        {!proof ? (
          <Alert color="plum" radius="md">
            <FormattedMessage id="draws.verify.notRevealed" />
          </Alert>
        ) : verdict === null ? (
          <Alert color="plum" radius="md">
            <FormattedMessage id="draws.verify.checking" />
          </Alert>
        ) : verdict.ok ? (
          <Alert
            color="green"
            radius="md"
            title={<FormattedMessage id="draws.verify.ok" />}
            role="status"
          >
            <FormattedMessage id="draws.verify.okDetail" />
          </Alert>
        ) : (
          <Alert
            color="red"
            radius="md"
            title={<FormattedMessage id="draws.verify.failed" />}
            role="alert"
          >
            {verdict.reason === 'COMMITMENT_MISMATCH' ? (
              <FormattedMessage id="draws.verify.commitmentMismatch" />
            ) : (
              <FormattedMessage id="draws.verify.prizeMismatch" />
            )}
          </Alert>
        )}
        <Paper radius="lg" withBorder p="md">
          <Table fz="sm" verticalSpacing={6}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={140}>
                    <FormattedMessage {...rowLabels[label]} />
                  </Table.Th>
                  <Table.Td>
                    <Code style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>{value}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="draws.verify.how" />
        </Text>
        {proof && (
          <Button variant="light" onClick={download}>
            <FormattedMessage id="draws.verify.download" />
          </Button>
        )}
      </Stack>
    </Container>
  );
}

const verifyPullPageQuery = graphql`
  query VerifyPullPageQuery($pullId: ID!) {
    node(id: $pullId) {
      ... on TreasurePull @alias(as: "pull") {
        id
        nonce
        clientSeed
        pityCountBefore
        boxPosition
        prize {
          id
          name
          rankCode
        }
        seed {
          commitment
          serverSeed
        }
        draw {
          machine {
            name
            # Read by proofOfPull, which rebuilds the published table for the proof.
            # eslint-disable-next-line relay/unused-fields
            lotteryKind
            # eslint-disable-next-line relay/unused-fields
            pity {
              threshold
              rank {
                id
              }
            }
            ranks {
              id
              # eslint-disable-next-line relay/unused-fields
              weight
              prizes {
                id
                name
                # eslint-disable-next-line relay/unused-fields
                weight
                # eslint-disable-next-line relay/unused-fields
                stock
              }
            }
          }
        }
      }
    }
  }
`;
