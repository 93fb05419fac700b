import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DrawHistoryItem_draw$key } from '../../../__generated__/DrawHistoryItem_draw.graphql';
import type { DrawHistoryItemConvertMutation } from '../../../__generated__/DrawHistoryItemConvertMutation.graphql';
import { newClientMutationId } from '../../../relay/clientMutationId';
import { deliveryFormPath, machinePath, realGoodsDeliveryPath, verifyPath } from '../drawsRoutes';

/** One draw in the history: when, what it cost, each prize, and what to do with duplicates. */
export function DrawHistoryItem({ draw }: { draw: DrawHistoryItem_draw$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DrawHistoryItem_draw on TreasureDraw {
        id
        createdAt
        payment
        price
        machine {
          id
          name
        }
        pulls {
          id
          isPity
          isDuplicate
          convertedToPoints
          delivery
          realGoodsDelivery {
            id
          }
          prize {
            name
            imageUrl
            rankCode
            duplicatePoints
          }
        }
      }
    `,
    draw,
  );
  const [convert, converting] = useMutation<DrawHistoryItemConvertMutation>(convertMutation);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Paper radius="lg" withBorder shadow="xs" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Anchor component={Link} to={machinePath(data.machine.id)} fw={700}>
              {data.machine.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              <FormattedDate value={data.createdAt} dateStyle="medium" timeStyle="short" />
            </Text>
          </div>
          <Badge variant="light" color="plum">
            {data.payment === 'COINS' ? (
              <FormattedMessage
                id="draws.price.coins"
                values={{ coins: intl.formatNumber(data.price) }}
              />
            ) : (
              <FormattedMessage id="draws.price.tickets" values={{ tickets: data.price }} />
            )}
          </Badge>
        </Group>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.pulls.map((pull) => (
            <Stack component="li" key={pull.id} gap={4}>
              <Group gap="xs" wrap="nowrap">
                <Image src={pull.prize.imageUrl} alt="" w={30} h={40} radius="sm" />
                <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                  <strong>{pull.prize.rankCode}</strong> {pull.prize.name}
                </Text>
                <Anchor component={Link} to={verifyPath(pull.id)} size="xs">
                  <FormattedMessage id="draws.verify.link" />
                </Anchor>
              </Group>
              {(pull.isPity ||
                pull.delivery !== 'NONE' ||
                pull.convertedToPoints ||
                (pull.isDuplicate && pull.prize.duplicatePoints != null)) && (
                <Group gap={6} pl={38}>
                  {pull.isPity && (
                    <Badge size="xs" color="gold">
                      <FormattedMessage id="draws.results.pity" />
                    </Badge>
                  )}
                  {pull.delivery === 'AWAITING_ADDRESS' && (
                    <Badge
                      size="xs"
                      color="crimson"
                      variant="light"
                      component={Link}
                      to={deliveryFormPath}
                      style={{ cursor: 'pointer' }}
                    >
                      <FormattedMessage id="draws.delivery.awaiting" />
                    </Badge>
                  )}
                  {pull.delivery === 'REQUESTED' && pull.realGoodsDelivery && (
                    <Badge
                      size="xs"
                      color="plum"
                      variant="light"
                      component={Link}
                      to={realGoodsDeliveryPath(pull.realGoodsDelivery.id)}
                      style={{ cursor: 'pointer' }}
                    >
                      <FormattedMessage id="draws.delivery.requested" />
                    </Badge>
                  )}
                  {pull.isDuplicate &&
                    pull.prize.duplicatePoints != null &&
                    !pull.convertedToPoints && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="gold"
                        loading={converting}
                        onClick={() =>
                          convert({
                            variables: {
                              input: { clientMutationId: newClientMutationId(), pullId: pull.id },
                            },
                            onCompleted: ({ convertTreasurePullToPoints: result }) =>
                              setMessage(
                                result.__typename === 'ConvertTreasurePullToPointsPayload'
                                  ? null
                                  : 'message' in result && typeof result.message === 'string'
                                    ? result.message
                                    : null,
                              ),
                          })
                        }
                      >
                        <FormattedMessage
                          id="draws.duplicate.convert"
                          values={{ points: pull.prize.duplicatePoints }}
                        />
                      </Button>
                    )}
                  {pull.convertedToPoints && (
                    <Text size="xs" c="dimmed">
                      <FormattedMessage id="draws.duplicate.converted" />
                    </Text>
                  )}
                </Group>
              )}
            </Stack>
          ))}
        </Stack>
        {message && (
          <Text size="xs" c="red" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

const convertMutation = graphql`
  mutation DrawHistoryItemConvertMutation($input: ConvertTreasurePullToPointsInput!) {
    convertTreasurePullToPoints(input: $input) {
      __typename
      ... on ConvertTreasurePullToPointsPayload {
        pull {
          id
          convertedToPoints
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
