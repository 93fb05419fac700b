import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RedeemPointsPageQuery } from '../../__generated__/RedeemPointsPageQuery.graphql';
import type { RedeemPointsPageRedeemMutation } from '../../__generated__/RedeemPointsPageRedeemMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import { useRequireMember } from '../auth/useRequireMember';
import { EmptyState } from '../shell/EmptyState';
import { machinePath } from './drawsRoutes';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /probability-treasure-machine/:machineId/redeem. */
export function RedeemPointsPage() {
  return <RedeemPointsView queryRef={usePageQueryRef<RedeemPointsPageQuery>()} />;
}

/**
 * Gacha points for a prize the fan chooses: every prize with a point price is offered,
 * so a fan one item short of what they want can simply take it.
 */
export function RedeemPointsView({
  queryRef,
}: {
  queryRef: PreloadedQuery<RedeemPointsPageQuery>;
}) {
  const intl = useIntl();
  const { node } = usePreloadedQuery<RedeemPointsPageQuery>(redeemPointsPageQuery, queryRef);
  const machine = node?.machine;
  const requireMember = useRequireMember();
  const [commit, inFlight] = useMutation<RedeemPointsPageRedeemMutation>(redeemMutation);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  if (!machine) {
    return (
      <Container size="sm" py="md">
        <EmptyState headingOrder={1} title={<FormattedMessage id="draws.machine.notFound" />} />
      </Container>
    );
  }
  const points = machine.viewerState?.points ?? 0;
  const prizes = machine.ranks
    .flatMap((rank) => rank.prizes)
    .filter((prize) => prize.redeemPoints != null);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={machinePath(machine.id)} size="sm">
          <FormattedMessage id="draws.redeem.back" values={{ name: machine.name }} />
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              <FormattedMessage id="draws.redeem.title" />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="draws.redeem.description" />
            </Text>
          </div>
          <Badge size="xl" color="gold" variant="light">
            <FormattedMessage id="draws.balance.points" values={{ points }} />
          </Badge>
        </Group>
        {notice && (
          <Alert
            color={notice.ok ? 'green' : 'red'}
            radius="md"
            role={notice.ok ? 'status' : 'alert'}
          >
            {notice.text}
          </Alert>
        )}
        {prizes.length === 0 ? (
          <EmptyState title={<FormattedMessage id="draws.redeem.empty" />} />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
            {prizes.map((prize) => (
              <Card key={prize.id} radius="lg" withBorder shadow="xs" padding="sm">
                <Card.Section>
                  <Image src={prize.imageUrl} alt="" h={180} fit="contain" bg="plum.9" />
                </Card.Section>
                <Stack gap={4} mt="xs">
                  <Text size="sm" fw={700} lineClamp={2}>
                    {prize.rankCode} {prize.name}
                  </Text>
                  <Text size="sm" c="gold.8" fw={700}>
                    <FormattedMessage
                      id="draws.redeem.cost"
                      values={{ points: prize.redeemPoints }}
                    />
                  </Text>
                  <Button
                    size="xs"
                    radius="xl"
                    disabled={
                      inFlight ||
                      (machine.viewerState != null && points < (prize.redeemPoints ?? 0))
                    }
                    onClick={() => {
                      if (!requireMember()) return;
                      commit({
                        variables: {
                          input: { clientMutationId: newClientMutationId(), prizeId: prize.id },
                        },
                        onCompleted: ({ redeemGachaPoints: result }) =>
                          setNotice(
                            result.__typename === 'RedeemGachaPointsPayload'
                              ? {
                                  ok: true,
                                  text: intl.formatMessage(
                                    { id: 'draws.redeem.done' },
                                    { name: prize.name },
                                  ),
                                }
                              : {
                                  ok: false,
                                  text:
                                    'message' in result && typeof result.message === 'string'
                                      ? result.message
                                      : intl.formatMessage({ id: 'draws.draw.failed' }),
                                },
                          ),
                        onError: () =>
                          setNotice({
                            ok: false,
                            text: intl.formatMessage({ id: 'draws.draw.failed' }),
                          }),
                      });
                    }}
                  >
                    <FormattedMessage id="draws.redeem.action" />
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

const redeemPointsPageQuery = graphql`
  query RedeemPointsPageQuery($machineId: ID!) {
    node(id: $machineId) {
      ... on TreasureMachine @alias(as: "machine") {
        id
        name
        viewerState {
          points
        }
        ranks {
          prizes {
            id
            name
            imageUrl
            rankCode
            redeemPoints
          }
        }
      }
    }
  }
`;

const redeemMutation = graphql`
  mutation RedeemPointsPageRedeemMutation($input: RedeemGachaPointsInput!) {
    redeemGachaPoints(input: $input) {
      __typename
      ... on RedeemGachaPointsPayload {
        prize {
          id
          viewerOwnedCount
        }
        machine {
          viewerState {
            points
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
